// The real clock, the operating system's CSPRNG and UUID v7 ids.
import { randomBytes } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import type { Clock, IdGenerator, RandomSource } from '../domain/ports.ts';

export const systemClock: Clock = { now: () => new Date() };

export const cryptoRandom: RandomSource = { bytes: (size) => randomBytes(size) };

export const uuidV7Ids: IdGenerator = { newId: () => uuidv7() };
