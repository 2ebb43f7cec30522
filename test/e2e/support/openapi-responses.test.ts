// The e2e answers' check against docs/openapi.json (openapi-responses.ts) passes what the document
// states and fails each way an answer can differ from it.
import { describe, expect, it } from 'vitest';
import { checkStreamEvent, responseProblems } from './openapi-responses.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
const ERROR_ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const balance = JSON.stringify({ balance_usd: '100.0000' });
const notFound = JSON.stringify({ detail: 'Not found.', error_id: ERROR_ID });

describe('the check of e2e answers against docs/openapi.json', () => {
  it('passes documented answers, with or without the trailing slash, and the shared 404 and 405', () => {
    expect(responseProblems('GET', '/api/accounts/profile/balance/', 200, JSON_TYPE, balance)).toEqual([]);
    expect(responseProblems('GET', '/api/accounts/profile/balance?x=1', 200, JSON_TYPE, balance)).toEqual([]);
    expect(responseProblems('GET', '/api/nothing-here/', 404, JSON_TYPE, notFound)).toEqual([]);
    const refused = JSON.stringify({ detail: 'Method "PUT" not allowed.', error_id: ERROR_ID });
    expect(responseProblems('PUT', '/api/accounts/profile/balance/', 405, JSON_TYPE, refused)).toEqual([]);
    expect(responseProblems('GET', '/healthz', 503, JSON_TYPE, '{}')).toEqual([]);
  });

  it('fails an undocumented status, content type or body, and a path that should not exist', () => {
    expect(responseProblems('GET', '/api/accounts/profile/balance/', 418, JSON_TYPE, balance)).toEqual([
      expect.stringMatching(/^status 418 is not documented/),
    ]);
    expect(responseProblems('GET', '/api/accounts/profile/balance/', 200, 'text/plain', balance)).toEqual([
      expect.stringMatching(/^content type "text\/plain" is not documented/),
    ]);
    expect(
      responseProblems('GET', '/api/accounts/profile/balance/', 200, JSON_TYPE, '{"balance_usd":1}'),
    ).toEqual(['body/balance_usd must be string']);
    expect(
      responseProblems('GET', '/api/accounts/profile/balance/', 401, JSON_TYPE, '{"detail":"x"}'),
    ).toEqual(["body must have required property 'error_id'"]);
    expect(responseProblems('GET', '/api/nothing-here/', 200, JSON_TYPE, balance)).toEqual([
      expect.stringMatching(/not documented \(only 404 is, as NotFound\)/),
    ]);
    expect(responseProblems('DELETE', '/api/v2/real-estate/projects/x/', 204, null, 'oops')).toEqual([
      'a body where none is documented: oops',
    ]);
  });

  it('checks each event of the stream against its event schema', () => {
    expect(() =>
      checkStreamEvent({ event: 'stream.gap', data: { detail: 'events may be missed' } }),
    ).not.toThrow();
    expect(() =>
      checkStreamEvent({
        id: 'AAAAAAAAAAAAAAAAAAAAAA',
        event: 'job.created',
        data: {
          id: ERROR_ID,
          type: 'job.created',
          created_at: '2026-12-01T00:00:00Z',
          data: { kind: 'render', job: {} },
        },
      }),
    ).toThrow(/not as docs\/openapi.json documents it/);
  });
});
