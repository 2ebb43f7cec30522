// With the services' V8 flags, the young generation that start-up grew to its maximum is handed
// back once the service is up (runService's memory-reducing collection); without `gc` exposed
// it stays at its maximum, which shows the check can fail.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVICE_NODE_FLAGS } from '../../../deploy/local/services.ts';

const script = fileURLToPath(new URL('./testdata/startup-memory.ts', import.meta.url));
const youngGenerationAfterStart = (flags: string[]): number =>
  Number(execFileSync(process.execPath, [...flags, script], { encoding: 'utf8' }));
const MiB = 2 ** 20;

describe('memory after start-up', () => {
  it('the young generation is back to its smallest once the service is up', () => {
    expect(SERVICE_NODE_FLAGS).toContain('--expose-gc');
    expect(youngGenerationAfterStart(SERVICE_NODE_FLAGS)).toBeLessThanOrEqual(2 * MiB);
  });

  it('without the collection it stays at the size start-up grew it to', () => {
    expect(
      youngGenerationAfterStart(SERVICE_NODE_FLAGS.filter((flag) => flag !== '--expose-gc')),
    ).toBeGreaterThanOrEqual(16 * MiB);
  });
});
