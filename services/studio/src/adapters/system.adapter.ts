// The clock, ids and scratch space of the running process; tests pass their own.
import { createTempDir } from '@platform/media';
import { v7 as uuidv7 } from 'uuid';
import type { Clock, IdSource, ScratchSpace } from '../domain/ports.ts';

export const systemClock: Clock = { now: () => new Date() };

export const uuidV7Ids: IdSource = { next: () => uuidv7() };

export const tempScratch: ScratchSpace = {
  async withDir(work) {
    const dir = await createTempDir({ prefix: 'studio-' });
    try {
      return await work(dir.path);
    } finally {
      await dir.remove();
    }
  },
};
