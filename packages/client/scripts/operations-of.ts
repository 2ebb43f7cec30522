// What the generator needs to know of each operation in the OpenAPI document: how it is called
// (method, path, its parameters, its body's kinds), what it answers, whether it honours
// `Idempotency-Key`, and whether it answers a job (and which read follows that job).
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Operation {
  id: string;
  method: Method;
  path: string;
  /** The path's `{names}` in the order they appear. */
  pathParams: string[];
  hasQuery: boolean;
  body: { json: boolean; multipart: boolean; required: boolean } | null;
  idempotencyKey: boolean;
  answer: 'json' | 'text' | 'stream' | 'none';
  /** A `{count, next, previous, results}` page. */
  paged: boolean;
  summary: string;
  /** Present when the answer is a job (or a page of jobs) that `wait` can follow. */
  job: { kind: string; retrieve: string; appendId: boolean } | null;
}

/* The document's parts the generator reads; everything else is left alone. */
interface Schema {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  discriminator?: { mapping: Record<string, string> };
}
interface Media {
  schema?: Schema;
}
interface OperationObject {
  operationId: string;
  summary?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { required?: boolean; content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}
interface Document {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, Schema> };
}

const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const SUCCESS = ['200', '201', '202', '204'];
const schemaName = (ref: string | undefined) => ref?.replace('#/components/schemas/', '');

/** Each job schema's name with its event kind, from the JobEvent's discriminator. */
function jobSchemas(document: Document): Map<string, string> {
  const mapping = document.components.schemas.JobEvent?.properties?.data?.discriminator?.mapping ?? {};
  const kinds = new Map<string, string>();
  for (const [kind, ref] of Object.entries(mapping)) {
    const data = document.components.schemas[schemaName(ref) ?? ''];
    const job = schemaName(data?.properties?.job?.$ref);
    if (job) kinds.set(job, kind);
  }
  return kinds;
}

function successMedia(operation: OperationObject): [string, Media] | null {
  for (const status of SUCCESS) {
    const content = operation.responses[status]?.content;
    if (status === '204' && operation.responses[status]) return null;
    const first = content && Object.entries(content)[0];
    if (first) return first;
  }
  return null;
}

export function operationsOf(document: Document): Operation[] {
  const jobs = jobSchemas(document);
  const found: (Operation & { answerSchema: string | undefined })[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method.toLowerCase()];
      if (!operation) continue;
      const media = successMedia(operation);
      const answerSchema = schemaName(media?.[1].schema?.$ref);
      const page = answerSchema ? document.components.schemas[answerSchema] : undefined;
      const itemSchema = schemaName(page?.properties?.results?.items?.$ref);
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content;
      found.push({
        id: operation.operationId,
        method,
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
        hasQuery: parameters.some((parameter) => parameter.in === 'query'),
        body: content
          ? {
              json: 'application/json' in content,
              multipart: 'multipart/form-data' in content,
              required: operation.requestBody?.required === true,
            }
          : null,
        idempotencyKey: parameters.some((parameter) => parameter.name === 'Idempotency-Key'),
        answer: !media
          ? 'none'
          : media[0] === 'application/json'
            ? 'json'
            : media[0] === 'text/event-stream'
              ? 'stream'
              : 'text',
        paged: itemSchema !== undefined && page?.properties?.next !== undefined,
        summary: operation.summary ?? '',
        job: null,
        answerSchema: itemSchema ?? answerSchema,
      });
    }
  }
  // The read of each job schema, and how a call's path reaches it: a collection's path (create,
  // list) needs the job's id appended; the read's own path (retrieve) is the read.
  for (const operation of found) {
    const kind = operation.answerSchema && jobs.get(operation.answerSchema);
    if (!kind) continue;
    const read = found.find(
      (other) => other.method === 'GET' && !other.paged && other.answerSchema === operation.answerSchema,
    );
    if (!read) continue;
    const collection = read.path.replace(/\{\w+\}\/$/, '');
    if (operation.path === read.path) operation.job = { kind, retrieve: read.id, appendId: false };
    else if (operation.path === collection) operation.job = { kind, retrieve: read.id, appendId: true };
  }
  return found.map(({ answerSchema: _, ...operation }) => operation);
}
