// Holds every answer the end-to-end tests receive to docs/openapi.json: the path and method name
// an operation (or the document's shared 404 and 405), the status is one the operation documents,
// the content type is one it documents for that status, and the body matches its schema (Ajv,
// JSON Schema 2020-12 as OpenAPI 3.1 uses it). The shared HTTP helpers call `checkResponse`, so
// a mismatch fails the test that received the answer, naming the request.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;
interface Document {
  paths: Record<string, Record<string, Json>>;
  components: { responses: Record<string, Json> };
}

const DOCUMENT_PATH = join(import.meta.dirname, '..', '..', '..', 'docs', 'openapi.json');
const DOCUMENT_ID = 'openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
/**
 * Paths the gateway serves outside its API on purpose (hidden routes: health probes, the share
 * page for people, the docs page's static files): not documented, not checked.
 */
const UNDOCUMENTED = [/^\/livez\/?$/, /^\/healthz\/?$/, /^\/metrics\/?$/, /^\/s\//, /^\/api\/docs\/assets\//];

interface Template {
  path: string;
  pattern: RegExp;
  /** Literal segments first: `/webhooks/signing-secret/` wins over `/webhooks/{id}/`. */
  parameters: number;
}

class ResponseChecker {
  readonly #document: Document;
  readonly #ajv: Ajv2020;
  readonly #templates: Template[];
  readonly #validators = new Map<string, ValidateFunction>();

  constructor() {
    this.#document = JSON.parse(readFileSync(DOCUMENT_PATH, 'utf8')) as Document;
    // Not strict: the document carries OpenAPI keywords (discriminator, x-event-schema, ...)
    // beside JSON Schema's; formats (uuid, date-time, uri, email) are checked.
    this.#ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats.default(this.#ajv);
    this.#ajv.addSchema(this.#document, DOCUMENT_ID);
    this.#templates = Object.keys(this.#document.paths)
      .map((path) => ({
        path,
        pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+').replace(/[.]/g, '\\.')}$`),
        parameters: (path.match(/\{/g) ?? []).length,
      }))
      .sort((a, b) => a.parameters - b.parameters);
  }

  /** Problems with one answer (empty when it is as documented). */
  problems(method: string, url: string, status: number, contentType: string | null, body: string): string[] {
    const pathname = new URL(url, 'http://localhost').pathname;
    // Every path is also accepted without its trailing slash (the document says so once).
    const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
    const template = this.#templates.find((candidate) => candidate.pattern.test(path));
    if (!template) {
      if (UNDOCUMENTED.some((pattern) => pattern.test(pathname))) return [];
      return this.#shared('NotFound', 404, status, contentType, body);
    }
    const item = this.#document.paths[template.path] ?? {};
    const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    if (verb === 'options') return status === 204 ? [] : [`OPTIONS answered ${status}, not 204`];
    if (!METHODS.includes(verb) || !item[verb])
      return this.#shared('MethodNotAllowed', 405, status, contentType, body);
    const pointer = `#/paths/${escape(template.path)}/${verb}/responses`;
    const responses = (item[verb] as { responses: Record<string, Json> }).responses;
    const documented = responses[String(status)] ?? responses[`${String(status)[0]}XX`];
    if (!documented) return [`status ${status} is not documented (${Object.keys(responses).join(', ')})`];
    return this.#content(`${pointer}/${status}`, documented, method, contentType, body);
  }

  #shared(
    name: string,
    expected: number,
    status: number,
    contentType: string | null,
    body: string,
  ): string[] {
    if (status !== expected)
      return [`status ${status}: this path and method are not documented (only ${expected} is, as ${name})`];
    const response = this.#document.components.responses[name] ?? {};
    return this.#content(`#/components/responses/${name}`, response, 'GET', contentType, body);
  }

  #content(
    pointer: string,
    response: Json,
    method: string,
    contentType: string | null,
    body: string,
  ): string[] {
    const content = (response.content ?? {}) as Record<string, Json>;
    const types = Object.keys(content);
    if (types.length === 0)
      return body === '' ? [] : [`a body where none is documented: ${body.slice(0, 200)}`];
    const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!types.includes(type))
      return [`content type "${contentType}" is not documented (${types.join(', ')})`];
    if (method.toUpperCase() === 'HEAD' || !type.endsWith('json')) return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return [`the ${type} body does not parse: ${body.slice(0, 200)}`];
    }
    return this.#validate(`${pointer}/content/${escape(type)}/schema`, parsed);
  }

  /** Problems of `value` against the schema at `pointer` (a JSON pointer into the document). */
  #validate(pointer: string, value: unknown): string[] {
    let validate = this.#validators.get(pointer);
    if (!validate) {
      validate = this.#ajv.compile({ $ref: `${DOCUMENT_ID}${pointer}` });
      this.#validators.set(pointer, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map((error) => `body${error.instancePath} ${error.message ?? ''}`.trim());
  }

  /** Problems of one event of `GET /api/v2/events/` against the stream's event schema. */
  eventProblems(event: { id?: string; event: string; data: unknown }): string[] {
    const pointer = `#/paths/${escape('/api/v2/events/')}/get/responses/200/content/${escape('text/event-stream')}/x-event-schema`;
    return this.#validate(pointer, event);
  }
}

const escape = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');

let checker: ResponseChecker | undefined;
const shared = (): ResponseChecker => (checker ??= new ResponseChecker());

/** Throws, naming the request, when an answer is not as docs/openapi.json documents it. */
export function checkResponse(
  method: string,
  url: string,
  response: { status: number; headers: Headers },
  body: string,
): void {
  const problems = shared().problems(
    method,
    url,
    response.status,
    response.headers.get('content-type'),
    body,
  );
  if (problems.length > 0)
    throw new Error(
      `${method} ${url} answered ${response.status}, not as docs/openapi.json documents it:\n  ${problems.join('\n  ')}\n  body: ${body.slice(0, 500)}`,
    );
}

/** Throws when an event of the stream is not as docs/openapi.json documents it. */
export function checkStreamEvent(event: { id?: string; event: string; data: unknown }): void {
  const problems = shared().eventProblems(event);
  if (problems.length > 0)
    throw new Error(
      `an event of GET /api/v2/events/ is not as docs/openapi.json documents it:\n  ${problems.join('\n  ')}\n  event: ${JSON.stringify(event).slice(0, 500)}`,
    );
}

/** For the checks' own tests. */
export const responseProblems = (
  method: string,
  url: string,
  status: number,
  contentType: string | null,
  body: string,
): string[] => shared().problems(method, url, status, contentType, body);
