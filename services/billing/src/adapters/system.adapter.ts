// The real clock and the operating system's CSPRNG.
import { randomBytes } from 'node:crypto';
import type { Clock, RandomSource } from '../domain/ports.ts';

export const systemClock: Clock = { now: () => new Date() };

export const cryptoRandom: RandomSource = { bytes: (size) => randomBytes(size) };
