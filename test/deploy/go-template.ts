// A structural checker for Helm's Go templates, for machines without a helm binary: it splits a
// template into {{ actions }}, checks that every action is closed, that strings, comments and
// parentheses inside actions are balanced, and that if/range/with/define/block pair with their
// `end` (with `else` and `break`/`continue` only where Go allows them). It also lists what a
// chart-level check needs: the templates each file defines and includes, and the .Values paths
// it reads.

export interface TemplateAction {
  /** The action's text without delimiters and trim markers. */
  body: string;
  /** 1-based line of the opening `{{`. */
  line: number;
}

export interface TemplateReport {
  errors: string[];
  actions: TemplateAction[];
  defines: string[];
  /** Template names passed to `include` or `template`. */
  references: string[];
  /** Dotted paths read from .Values, e.g. ['services', 'gateway', 'port']. */
  valuesPaths: string[][];
}

const BLOCK_OPENERS = new Set(['if', 'range', 'with', 'define', 'block']);

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/** Index just past the action's closing `}}`, or -1, honouring strings, raw strings and comments. */
function scanAction(text: string, start: number, errors: string[], line: number): number {
  let i = start;
  // A comment action is `{{/* ... */}}` (optionally with trim markers) and may hold anything.
  const commentStart = text.slice(i).match(/^-?\s*\/\*/);
  if (commentStart) {
    const close = text.indexOf('*/', i + commentStart[0].length);
    if (close === -1) {
      errors.push(`line ${line}: unclosed comment`);
      return -1;
    }
    const after = text.slice(close + 2).match(/^\s*-?\s*\}\}/);
    if (!after) {
      errors.push(`line ${line}: comment must end with */}}`);
      return -1;
    }
    return close + 2 + after[0].length;
  }
  while (i < text.length) {
    const ch = text[i];
    if (ch === '"' || ch === "'") {
      i += 1;
      while (i < text.length && text[i] !== ch) {
        if (text[i] === '\\') i += 1;
        if (text[i] === '\n') {
          errors.push(`line ${line}: string literal runs past the end of the line`);
          return -1;
        }
        i += 1;
      }
      if (i >= text.length) {
        errors.push(`line ${line}: unterminated string literal`);
        return -1;
      }
      i += 1;
    } else if (ch === '`') {
      const close = text.indexOf('`', i + 1);
      if (close === -1) {
        errors.push(`line ${line}: unterminated raw string`);
        return -1;
      }
      i = close + 1;
    } else if (ch === '}' && text[i + 1] === '}') {
      return i + 2;
    } else if (ch === '{' && text[i + 1] === '{') {
      errors.push(`line ${line}: "{{" inside an action that is still open`);
      return -1;
    } else {
      i += 1;
    }
  }
  errors.push(`line ${line}: action opened with "{{" is never closed`);
  return -1;
}

/** Removes string literals so that keyword, parenthesis and path scans see only code. */
function stripStrings(body: string): string {
  return body.replace(/"(?:[^"\\]|\\.)*"|`[^`]*`|'(?:[^'\\]|\\.)*'/g, '""');
}

function checkParentheses(code: string, line: number, errors: string[]): void {
  let depth = 0;
  for (const ch of code) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    if (depth < 0) {
      errors.push(`line ${line}: ")" without a matching "("`);
      return;
    }
  }
  if (depth !== 0) errors.push(`line ${line}: ${depth} unclosed "("`);
}

export function checkGoTemplate(text: string): TemplateReport {
  const errors: string[] = [];
  const actions: TemplateAction[] = [];
  const defines: string[] = [];
  const references: string[] = [];
  const valuesPaths: string[][] = [];
  const stack: { keyword: string; line: number; sawElse: boolean }[] = [];

  let cursor = 0;
  for (;;) {
    const open = text.indexOf('{{', cursor);
    const strayClose = text.indexOf('}}', cursor);
    if (strayClose !== -1 && (open === -1 || strayClose < open)) {
      errors.push(`line ${lineAt(text, strayClose)}: "}}" without an opening "{{"`);
    }
    if (open === -1) break;
    const line = lineAt(text, open);
    const end = scanAction(text, open + 2, errors, line);
    if (end === -1) break;
    cursor = end;
    const raw = text.slice(open + 2, end - 2);
    const body = raw.replace(/^-\s/, '').replace(/\s-$/, '').trim();
    if (/^-?\s*\/\*/.test(raw)) continue;
    actions.push({ body, line });
    if (body === '') {
      errors.push(`line ${line}: empty action`);
      continue;
    }
    const code = stripStrings(body);
    checkParentheses(code, line, errors);

    for (const match of code.matchAll(/\.Values((?:\.[A-Za-z_][A-Za-z0-9_]*)+)/g)) {
      valuesPaths.push((match[1] as string).slice(1).split('.'));
    }
    for (const match of body.matchAll(/\b(?:include|template)\s+"([^"]+)"/g)) {
      references.push(match[1] as string);
    }

    const keyword = code.match(/^([a-z]+)\b/)?.[1] ?? '';
    const top = stack[stack.length - 1];
    if (BLOCK_OPENERS.has(keyword)) {
      if (keyword === 'define') {
        const name = body.match(/^define\s+"([^"]+)"\s*$/)?.[1];
        if (!name) errors.push(`line ${line}: define needs exactly one quoted name`);
        else defines.push(name);
        if (stack.length > 0) errors.push(`line ${line}: define inside ${stack[stack.length - 1]?.keyword}`);
      } else if (code.trim() === keyword) {
        errors.push(`line ${line}: ${keyword} without an argument`);
      }
      stack.push({ keyword, line, sawElse: false });
    } else if (keyword === 'else') {
      if (!top || !['if', 'range', 'with'].includes(top.keyword)) {
        errors.push(`line ${line}: else outside if/range/with`);
      } else if (top.sawElse) {
        errors.push(
          `line ${line}: else after the final else of the ${top.keyword} opened on line ${top.line}`,
        );
      } else if (!/^else\s+(if|with)\b/.test(code)) {
        top.sawElse = true;
      }
    } else if (keyword === 'end') {
      if (code.trim() !== 'end') errors.push(`line ${line}: end takes no arguments`);
      if (!stack.pop()) errors.push(`line ${line}: end without an open block`);
    } else if (keyword === 'break' || keyword === 'continue') {
      if (!stack.some((block) => block.keyword === 'range'))
        errors.push(`line ${line}: ${keyword} outside range`);
    }
  }
  for (const block of stack) errors.push(`line ${block.line}: ${block.keyword} is never closed with end`);
  return { errors, actions, defines, references, valuesPaths };
}
