import { status } from '@grpc/grpc-js';
import { describe, expect, it } from 'vitest';
import {
  AT_CAPACITY_MESSAGE,
  AppError,
  atCapacity,
  fromGrpcError,
  httpStatusByKind,
  insufficientCredits,
  isConnectionFailure,
  isHandlerAnswer,
  toGrpcError,
  validationError,
} from './index.ts';

describe('error mapping', () => {
  it('round-trips kind, message and field errors through gRPC', () => {
    const wire = toGrpcError(validationError('Invalid input.', { prompt: ['Too long.'] }));
    expect(wire.code).toBe(status.INVALID_ARGUMENT);
    const back = fromGrpcError(wire);
    expect(back.kind).toBe('validation');
    expect(back.message).toBe('Invalid input.');
    expect(back.fieldErrors).toEqual({ prompt: ['Too long.'] });
    expect(httpStatusByKind[back.kind]).toBe(400);
  });

  it('round-trips a shortfall (price and balance) through gRPC with its message', () => {
    const wire = toGrpcError(insufficientCredits({ price: '2.5000', balance: '1.0000' }));
    expect(wire.code).toBe(status.FAILED_PRECONDITION);
    const back = fromGrpcError(wire);
    expect(back.kind).toBe('insufficient_credits');
    expect(back.message).toBe('This job costs 2.5000 credits; the balance is 1.0000 credits.');
    expect(back.shortfall).toEqual({ price: '2.5000', balance: '1.0000' });
    expect(httpStatusByKind[back.kind]).toBe(402);
    // Twice over gRPC (billing, then the job's owner, then the gateway): still there.
    expect(fromGrpcError(toGrpcError(back)).shortfall).toEqual({ price: '2.5000', balance: '1.0000' });
    // Figures that are not amounts are dropped, not passed on.
    wire.metadata?.set('x-credit-shortfall-bin', Buffer.from('{"price":"lots","balance":"1.0000"}'));
    expect(fromGrpcError(wire).shortfall).toBeUndefined();
    wire.metadata?.set('x-credit-shortfall-bin', Buffer.from('not json'));
    expect(fromGrpcError(wire).shortfall).toBeUndefined();
  });

  it('hides unexpected errors as internal', () => {
    const wire = toGrpcError(new Error('db password is hunter2'));
    expect(wire.code).toBe(status.INTERNAL);
    expect(wire.details).toBe('Internal error.');
  });

  it('maps transport failures to unavailable', () => {
    expect(fromGrpcError({ code: status.DEADLINE_EXCEEDED, details: 'late' }).kind).toBe('unavailable');
    expect(fromGrpcError(new AppError('not_found', 'Not found.')).kind).toBe('not_found');
  });

  it('answers a database or bus that cannot be reached as unavailable (503), not internal', () => {
    // What MikroORM throws while PostgreSQL is stopped: its DriverException copies the socket's code.
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      name: 'DriverException',
      code: 'ECONNREFUSED',
    });
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const terminated = new Error('Connection terminated unexpectedly');
    for (const err of [refused, shutdown, terminated, new Error('query failed', { cause: refused })]) {
      expect(isConnectionFailure(err)).toBe(true);
      const wire = toGrpcError(err);
      expect(wire.code).toBe(status.UNAVAILABLE);
      expect(httpStatusByKind[fromGrpcError(wire).kind]).toBe(503);
    }
    // A constraint violation or a syntax error is still a bug to hide behind 500.
    expect(isConnectionFailure(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionFailure(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
  });

  it('carries a refusal at capacity with its wait, as a handler answer that is not retried', () => {
    const wire = toGrpcError(atCapacity(2));
    expect(wire.code).toBe(status.UNAVAILABLE);
    expect(isHandlerAnswer(wire)).toBe(true);
    const back = fromGrpcError(wire);
    expect([back.kind, back.message, back.retryAfterSeconds]).toEqual([
      'unavailable',
      AT_CAPACITY_MESSAGE,
      2,
    ]);
    // A channel's own UNAVAILABLE says nothing about when to come back.
    expect(
      fromGrpcError({ code: status.UNAVAILABLE, details: 'connection refused' }).retryAfterSeconds,
    ).toBeUndefined();
  });
});
