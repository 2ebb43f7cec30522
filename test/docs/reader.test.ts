// The reader test: ten questions a platform engineer or an API client asks first, each answered in
// the first screen (40 lines) of the document a reader would open for it. The questions, their
// documents and the phrases that hold each answer are the last table of docs/README.md, so an
// edit that pushes an answer down, or removes it, fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SCREEN = 40;
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The rows of the map's "Ten first questions" table: the question, its document, its phrases. */
export function questionsOf(map: string): { question: string; document: string; phrases: string[] }[] {
  const section = map.split(/^## /m).find((part) => part.startsWith('Ten first questions')) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| question') && !line.startsWith('| ---'))
    .map((line) => line.slice(2, -2).split(/ (?<!\\)\| /))
    .map(([question = '', document = '', phrases = '']) => ({
      question: question.trim(),
      document: `docs/${/\]\(([^)]+)\)/.exec(document)?.[1] ?? ''}`,
      phrases: [...phrases.matchAll(/"([^"]+)"/g)].map((match) => match[1]!.replace(/\\\|/g, '|')),
    }));
}

describe('the reader test', () => {
  const questions = questionsOf(read('docs/README.md'));

  it('reads ten questions, each with a document and phrases', () => {
    expect(questions).toHaveLength(10);
    for (const { question, phrases } of questions) expect(phrases.length, question).toBeGreaterThan(1);
  });

  it('finds every answer in the first screen of its document', () => {
    const unanswered = questions.flatMap(({ question, document, phrases }) => {
      const screen = read(document).split('\n').slice(0, SCREEN).join('\n');
      return phrases
        .filter((phrase) => !screen.includes(phrase))
        .map((phrase) => `${question} ${document}: "${phrase}"`);
    });
    expect(unanswered).toEqual([]);
  });
});
