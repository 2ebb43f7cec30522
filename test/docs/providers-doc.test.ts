// The catalogue entries docs/providers.md gives as examples are valid catalogue entries that this
// worker's engines accept, so an operator can copy one as it is: model-catalogue entries, and the
// enhancement catalogue's hosted upscalers (the entries with a `role`).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCatalogue } from '@platform/catalogue';
import { ffmpegRunnerFromEnv } from '@platform/media';
import { describe, expect, it } from 'vitest';
import { parseEnhancementCatalogue } from '../../services/enhancement/src/domain/ml-model-catalogue.ts';
import { defaultEngineSet } from '../../services/media-worker/src/jobs/builtin.engines.ts';
import { checkCatalogue } from '../../services/media-worker/src/jobs/catalogue.check.ts';
import { findEngine } from '../../services/media-worker/src/jobs/job-engine.ts';

const doc = readFileSync(fileURLToPath(new URL('../../docs/providers.md', import.meta.url)), 'utf8');
const examples = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map(
  (match) => JSON.parse(match[1]!) as { engine: string; role?: string; config: Record<string, unknown> },
);
const engines = defaultEngineSet({ runner: ffmpegRunnerFromEnv(), env: () => undefined });

describe('docs/providers.md', () => {
  it('gives one catalogue entry per hosted provider, each accepted by the catalogue and the worker', () => {
    const models = examples.filter((entry) => entry.role === undefined);
    expect(models.map((entry) => entry.engine)).toEqual(['fal-queue', 'replicate', 'elevenlabs-tts']);
    const catalogue = parseCatalogue({ version: 1, models });
    expect(() => checkCatalogue(catalogue, engines)).not.toThrow();
  });

  it('gives one enhancement entry per hosted upscaler, each accepted by the enhancement catalogue and the worker', () => {
    const upscalers = examples.filter((entry) => entry.role !== undefined);
    expect(upscalers.map((entry) => entry.engine)).toEqual(['fal-queue', 'topaz-video']);
    const catalogue = parseEnhancementCatalogue({
      version: 1,
      price_per_second: '0.0100',
      surcharges: { stabilization: 0.5, comparison: 0.25 },
      models: upscalers,
    });
    for (const entry of catalogue.models) {
      const engine = findEngine(engines, 'enhancement', entry.engine);
      expect(engine, entry.engine).toBeDefined();
      expect(() => engine!.checkConfig(entry.config)).not.toThrow();
    }
  });
});
