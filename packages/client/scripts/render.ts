// Renders the operation table and the resource tree (src/generated/operations.ts, resources.ts)
// from the operations the document holds and the names each one takes in the client.
import type { Operation } from './operations-of.ts';

/** `project_pk` → `projectId`: the API's path names, as a reader of the client expects them. */
export const argumentName = (param: string): string =>
  param.replace(/_pk$/, '_id').replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

export function renderOperationTable(operations: Operation[]): string {
  const rows = operations.map((operation) => {
    const spec = {
      method: operation.method,
      path: operation.path,
      pathParams: operation.pathParams,
      idempotencyKey: operation.idempotencyKey,
      multipart: operation.body?.multipart === true,
      answer: operation.answer,
      paged: operation.paged,
      job: operation.job,
    };
    return `  ${operation.id}: ${JSON.stringify(spec)},`;
  });
  return [
    "import type { OperationSpec } from '../operation-spec.ts';",
    '',
    '/** Every operation of the document, by operationId: how the transport calls it. */',
    'export const OPERATIONS = {',
    ...rows,
    '} as const satisfies Record<string, OperationSpec>;',
    '',
  ].join('\n');
}

interface Node {
  methods: Map<string, string>;
  children: Map<string, Node>;
}
const node = (): Node => ({ methods: new Map(), children: new Map() });

function signature(operation: Operation): { params: string[]; pathArgs: string } {
  const path = operation.pathParams.map(
    (param) => `${argumentName(param)}: Path<'${operation.id}'>['${param}']`,
  );
  const params = [...path];
  if (operation.body) params.push(`body${operation.body.required ? '' : '?'}: Body<'${operation.id}'>`);
  if (operation.hasQuery) params.push(`query?: Query<'${operation.id}'>`);
  return { params, pathArgs: `[${operation.pathParams.map(argumentName).join(', ')}]` };
}

function method(operation: Operation): string {
  const { params, pathArgs } = signature(operation);
  const id = `'${operation.id}'`;
  const body = operation.body ? 'body' : 'undefined';
  const query = operation.hasQuery ? 'query' : 'undefined';
  const all = [...params, 'options?: RequestOptions'].join(', ');
  const doc = `/** ${operation.method} ${operation.path}${operation.summary ? `: ${operation.summary}` : ''} */\n`;
  if (operation.paged)
    return `${doc}(${all}): PagePromise<Item<${id}>> => t.list(${id}, ${pathArgs}, ${query}, options)`;
  const answer =
    operation.answer === 'none'
      ? 'void'
      : operation.answer === 'text'
        ? 'string'
        : operation.answer === 'stream'
          ? 'Response'
          : `Answer<${id}>`;
  return `${doc}(${all}): Promise<${answer}> => t.call(${id}, ${pathArgs}, { body: ${body}, query: ${query} }, options)`;
}

function waitMethod(operation: Operation): string {
  const { params, pathArgs } = signature(operation);
  const id = `'${operation.id}'`;
  return (
    `/** Follows the job (${operation.path}) until it ends: its events, or reads when the stream is down. */\n` +
    `(${[...params, 'options?: WaitOptions<Answer<' + id + '>>'].join(', ')}): Promise<Answer<${id}>> => t.wait(${id}, ${pathArgs}, options)`
  );
}

function uploadMethod(create: Operation, presign: string, finalize: string): string {
  const path = create.pathParams.map((param) => `${argumentName(param)}: Path<'${create.id}'>['${param}']`);
  const pathArgs = `[${create.pathParams.map(argumentName).join(', ')}]`;
  const params = [...path, 'source: UploadSource', `options?: UploadOptions`].join(', ');
  const ids = `{ direct: '${create.id}', presign: '${presign}', finalize: '${finalize}' }`;
  return (
    `/** Uploads a file (a Blob, bytes, a stream, or in Node a path): in one request when small, else to storage and finalized. */\n` +
    `(${params}): Promise<Answer<'${create.id}'>> => t.upload(${ids}, ${pathArgs}, source, options)`
  );
}

function render(tree: Node, indent: string): string {
  const lines: string[] = [];
  for (const [name, text] of tree.methods) {
    // The comment goes above the name, where an editor shows it.
    const [doc, body] = text.split('\n');
    lines.push(`${indent}${doc}`, `${indent}${name}: ${body},`);
  }
  for (const [name, child] of tree.children) {
    lines.push(`${indent}${name}: {`, render(child, indent + '  '), `${indent}},`);
  }
  return lines.join('\n');
}

export function renderResources(operations: Operation[], names: Record<string, string>): string {
  const root = node();
  const byName = new Map<string, Operation>();
  for (const operation of operations) {
    const name = names[operation.id]!;
    byName.set(name, operation);
    const parts = name.split('.');
    const leaf = parts.pop()!;
    let at = root;
    for (const part of parts) at = at.children.get(part) ?? at.children.set(part, node()).get(part)!;
    at.methods.set(leaf, method(operation));
    if (operation.job && !operation.job.appendId && operation.method === 'GET') {
      at.methods.set('wait', waitMethod(operation));
    }
  }
  // Asset collections: `upload` picks the one-request create or the pre-signed upload by size.
  for (const [name, create] of byName) {
    if (!name.endsWith('.create') || !create.body?.multipart) continue;
    const base = name.slice(0, -'.create'.length);
    const presign = byName.get(`${base}.createUpload`);
    const finalize = byName.get(`${base}.finalize`);
    if (!presign || !finalize) continue;
    let at = root;
    for (const part of base.split('.')) at = at.children.get(part)!;
    at.methods.set('upload', uploadMethod(create, presign.id, finalize.id));
  }
  return [
    "import type { Answer, Body, Item, Path, Query } from '../operation-types.ts';",
    "import type { PagePromise } from '../pages.ts';",
    "import type { RequestOptions, Transport } from '../transport.ts';",
    "import type { UploadOptions, UploadSource } from '../uploads.ts';",
    "import type { WaitOptions } from '../wait.ts';",
    '',
    '/** Every operation of the API, by area and resource. */',
    'export function createResources(t: Transport) {',
    '  return {',
    render(root, '    '),
    '  };',
    '}',
    '',
    'export type Resources = ReturnType<typeof createResources>;',
    '',
  ].join('\n');
}
