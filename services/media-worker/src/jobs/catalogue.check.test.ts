import { parseCatalogue, loadCatalogue } from '@platform/catalogue';
import { ffmpegRunnerFromEnv } from '@platform/media';
import { describe, expect, it } from 'vitest';
import { defaultEngineSet } from './builtin.engines.ts';
import { EngineCatalogueError, checkCatalogue } from './catalogue.check.ts';

const engines = defaultEngineSet({ runner: ffmpegRunnerFromEnv(), env: () => undefined });

const model = (fields: Record<string, unknown>) => ({
  price: '0.0100',
  unit: 'job',
  enabled: true,
  ...fields,
});

describe('checkCatalogue', () => {
  it('accepts the shipped catalogue', () => {
    expect(() => checkCatalogue(loadCatalogue(), engines)).not.toThrow();
  });

  it('accepts adapters with usable settings and ignores kinds this worker does not serve', () => {
    const catalogue = parseCatalogue({
      version: 1,
      models: [
        model({
          name: 'acme_t2i',
          kind: 't2i',
          engine: 'openai-images',
          config: { base_url: 'https://img.example.test', model: 'm1' },
        }),
        model({
          name: 'acme_i2t',
          kind: 'i2t',
          engine: 'openai-vision',
          config: { base_url: 'https://vis.example.test', model: 'v1', api_key_env: 'VIS_KEY' },
        }),
        model({
          name: 'acme_i2v',
          kind: 'i2v',
          engine: 'fal-queue',
          config: { app: 'fal-ai/kling-video/v2.1/standard/image-to-video' },
        }),
        model({
          name: 'eleven_t2a',
          kind: 't2a',
          engine: 'elevenlabs-tts',
          config: { model_id: 'eleven_multilingual_v2', voice: 'JBFqnCBsd6RMkjVDRZzb' },
        }),
        model({
          name: 'acme_t2t',
          kind: 't2t',
          engine: 'text-box',
          config: { base_url: 'https://txt.example.test' },
        }),
      ],
    });
    expect(() => checkCatalogue(catalogue, engines)).not.toThrow();
  });

  it('lists every model whose engine is missing, of the wrong kind, or misconfigured', () => {
    const catalogue = parseCatalogue({
      version: 1,
      models: [
        model({ name: 'a_t2i', kind: 't2i', engine: 'dream-api', config: { base_url: 'https://x.test' } }),
        model({
          name: 'b_i2t',
          kind: 'i2t',
          engine: 'openai-images',
          config: { base_url: 'https://x.test', model: 'm' },
        }),
        model({
          name: 'c_i2v',
          kind: 'i2v',
          engine: 'fal-queue',
          config: { app: 'fal-ai/kling-video/v2.1/standard/image-to-video', poll_interval_ms: 5 },
        }),
        model({
          name: 'e_t2a',
          kind: 't2a',
          engine: 'elevenlabs-tts',
          config: {
            model_id: 'eleven_multilingual_v2',
            voice: 'JBFqnCBsd6RMkjVDRZzb',
            output_format: 'ulaw_8000',
          },
        }),
        model({
          name: 'd_t2i',
          kind: 't2i',
          engine: 'dream-api',
          config: { base_url: 'https://x.test' },
          enabled: false,
        }),
      ],
    });
    let message = '';
    try {
      checkCatalogue(catalogue, engines);
    } catch (error) {
      expect(error).toBeInstanceOf(EngineCatalogueError);
      message = (error as Error).message;
    }
    expect(
      message
        .split('\n')
        .slice(1)
        .map((line) => line.trim()),
    ).toEqual([
      'a_t2i: this worker has no engine "dream-api" for text_to_image jobs',
      'b_i2t: this worker has no engine "openai-images" for image_to_text jobs',
      "c_i2v: fal-queue: the model's engine_config is invalid (poll_interval_ms: Too small: expected number to be >=10).",
      "e_t2a: elevenlabs-tts: the model's engine_config is invalid (output_format: must be an mp3_<rate>_<kbps> or pcm_<rate> format).",
    ]);
  });
});
