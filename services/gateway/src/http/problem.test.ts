import { AppError, fromGrpcError, insufficientCredits, toGrpcError, validationError } from '@platform/errors';
import { describe, expect, it } from 'vitest';
import { GatewayError, methodNotAllowedError, toErrorResponse } from './problem.ts';

const ID = '0193a1b2-0000-7000-8000-000000000001';

describe('error shapes', () => {
  it('400: detail, error_id and field errors', () => {
    expect(
      toErrorResponse(validationError('Invalid input.', { prompt: ['This field is required.'] }), ID),
    ).toEqual({
      status: 400,
      headers: {},
      body: { detail: 'Invalid input.', error_id: ID, errors: { prompt: ['This field is required.'] } },
      unexpected: false,
    });
    expect(toErrorResponse(validationError('Bad.'), ID).body).toEqual({ detail: 'Bad.', error_id: ID });
  });

  it('401: detail, error_id and WWW-Authenticate: Token', () => {
    const response = toErrorResponse(new AppError('unauthenticated', 'Invalid token.'), ID);
    expect(response.status).toBe(401);
    expect(response.headers).toEqual({ 'WWW-Authenticate': 'Token' });
    expect(response.body).toEqual({ detail: 'Invalid token.', error_id: ID });
  });

  it("402: insufficient credits carries its code, the job's price and the balance", () => {
    // As it reaches the gateway: billing's refusal, through the job owner's gRPC answer.
    const refusal = fromGrpcError(toGrpcError(insufficientCredits({ price: '2.5000', balance: '1.0000' })));
    expect(toErrorResponse(refusal, ID)).toEqual({
      status: 402,
      headers: {},
      body: {
        detail: 'This job costs 2.5000 credits; the balance is 1.0000 credits.',
        error_id: ID,
        code: 'insufficient_credits',
        price_credits: '2.5000',
        balance_credits: '1.0000',
      },
      unexpected: false,
    });
  });

  it('403 and 409 keep their message', () => {
    expect(toErrorResponse(new AppError('forbidden', 'No.'), ID)).toMatchObject({
      status: 403,
      body: { detail: 'No.', error_id: ID },
    });
    expect(toErrorResponse(new AppError('conflict', 'Exists.'), ID)).toMatchObject({
      status: 409,
      body: { detail: 'Exists.', error_id: ID },
    });
  });

  it('404 never reveals more than "Not found."', () => {
    expect(toErrorResponse(new AppError('not_found', 'Project 5 belongs to account 9'), ID)).toMatchObject({
      status: 404,
      body: { detail: 'Not found.', error_id: ID },
    });
  });

  it('405 and 429 from the gateway carry their headers', () => {
    expect(toErrorResponse(methodNotAllowedError('DELETE', ['HEAD', 'GET']), ID)).toEqual({
      status: 405,
      headers: { Allow: 'HEAD, GET' },
      body: { detail: 'Method "DELETE" not allowed.', error_id: ID },
      unexpected: false,
    });
    expect(toErrorResponse(new GatewayError(429, 'Slow down.', { 'Retry-After': '2' }), ID)).toMatchObject({
      status: 429,
      headers: { 'Retry-After': '2' },
      body: { detail: 'Slow down.', error_id: ID },
    });
  });

  it('500: a generic body without message or stack, for any unexpected value', () => {
    for (const err of [
      new Error('password=hunter2 at db.ts:12'),
      'a string',
      undefined,
      { status: 500, expose: true },
      new AppError('internal', 'SQL broke'),
    ]) {
      const response = toErrorResponse(err, ID);
      expect(response).toEqual({
        status: 500,
        headers: {},
        body: { error: 'Internal server error.', error_id: ID },
        unexpected: true,
      });
    }
  });

  it('503: a backing service is unavailable', () => {
    expect(
      toErrorResponse(new AppError('unavailable', 'billing: connect ECONNREFUSED 10.0.0.3'), ID),
    ).toMatchObject({
      status: 503,
      body: { detail: 'A backing service is unavailable. Try again shortly.', error_id: ID },
      unexpected: true,
    });
  });

  it('maps exposed client errors of the body parser to fixed texts', () => {
    expect(
      toErrorResponse(
        Object.assign(new Error('Unexpected token } in JSON at position 3'), { status: 400, expose: true }),
        ID,
      ),
    ).toMatchObject({
      status: 400,
      body: { detail: 'Malformed request body.', error_id: ID },
    });
    expect(
      toErrorResponse(
        Object.assign(new Error('request entity too large'), { status: 413, expose: true }),
        ID,
      ),
    ).toMatchObject({
      status: 413,
      body: { detail: 'Request body is too large.', error_id: ID },
    });
  });
});
