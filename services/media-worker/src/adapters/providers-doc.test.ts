// The catalogue entries docs/providers.md gives as examples are valid catalogue entries that this
// worker's engines accept, so an operator can copy one as it is.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCatalogue } from '@platform/catalogue';
import { ffmpegRunnerFromEnv } from '@platform/media';
import { describe, expect, it } from 'vitest';
import { defaultEngineSet } from '../jobs/builtin.engines.ts';
import { checkCatalogue } from '../jobs/catalogue.check.ts';

const doc = readFileSync(fileURLToPath(new URL('../../../../docs/providers.md', import.meta.url)), 'utf8');
const examples = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => JSON.parse(match[1]!) as { engine: string });

describe('docs/providers.md', () => {
  it('gives one catalogue entry per hosted provider, each accepted by the catalogue and the worker', () => {
    expect(examples.map((entry) => entry.engine)).toEqual(['fal-queue', 'replicate', 'elevenlabs-tts']);
    const catalogue = parseCatalogue({ version: 1, models: examples });
    expect(() => checkCatalogue(catalogue, defaultEngineSet({ runner: ffmpegRunnerFromEnv(), env: () => undefined }))).not.toThrow();
  });
});
