// What every area of the typed client program shares: the client typed by openapi-typescript's
// output for docs/openapi.json (`./openapi.ts`, written there by typed-client.test.ts), a
// reporter that narrows every error body the document names, and the multipart serializer.
// No casts in this folder: typed-client.test.ts refuses them, and comments that silence a checker.
import createClient from 'openapi-fetch';
import type { components, paths } from './openapi.ts';

export type ApiClient = ReturnType<typeof createClient<paths>>;
export type Schemas = components['schemas'];

export const connect = (baseUrl: string, apiKey: string): ApiClient =>
  createClient<paths>({ baseUrl, headers: { Authorization: `Token ${apiKey}` } });

/** What a program feeds the calls: ids it learned, and a file to upload. */
export interface Ids {
  uuid: string;
  legacy: number;
  file: Blob;
}

/** Every error body of the document; a response typed otherwise does not compile here. */
type Problem =
  | Schemas['Error']
  | Schemas['ValidationError']
  | Schemas['InsufficientCredits']
  | Schemas['ServerError']
  | Schemas['CancelRefused']
  | Schemas['LegacyDetail']
  | Schemas['ImageToTextValidationError'];

/** One line about an answer: its status, or what its error body says to do. */
export function report(result: { error?: Problem; response: Response }): string {
  const { error, response } = result;
  if (error === undefined) return String(response.status);
  if ('error' in error) return `${response.status} ${error.error} (quote ${error.error_id})`;
  if ('non_field_errors' in error) return `${response.status} ${describeFields(error.errors)}`;
  if ('code' in error) return `${response.status} ${error.code}: ${error.detail}`;
  if ('errors' in error && error.errors) return `${response.status} ${describeFields(error.errors)}`;
  return `${response.status} ${error.detail}`;
}

const describeFields = (errors: Record<string, string[]>): string =>
  Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
    .join('; ');

/** openapi-fetch's `bodySerializer` for the multipart operations: files as files, the rest as text. */
export function formData(body: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value instanceof Blob) form.append(name, value);
    else if (typeof value === 'string') form.append(name, value);
    else if (value !== undefined) form.append(name, JSON.stringify(value));
  }
  return form;
}
