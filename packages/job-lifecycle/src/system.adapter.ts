// The clock and ids of a running job owner; tests pass their own.
import { v7 as uuidv7 } from 'uuid';
import type { Clock, IdSource } from './lifecycle.ports.ts';

export const systemClock: Clock = { now: () => new Date() };

export const uuidV7Ids: IdSource = { next: () => uuidv7() };
