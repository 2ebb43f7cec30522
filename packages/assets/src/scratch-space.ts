// Scratch directories on the local disk for downloads and measuring; tests pass their own.
import { createTempDir } from '@platform/media';
import type { ScratchSpace } from './ports.ts';

/** `prefix` names the directories (e.g. the service) so a leftover one says whose it is. */
export function tempScratch(prefix: string): ScratchSpace {
  return {
    async withDir(work) {
      const dir = await createTempDir({ prefix: `${prefix}-` });
      try {
        return await work(dir.path);
      } finally {
        await dir.remove();
      }
    },
  };
}
