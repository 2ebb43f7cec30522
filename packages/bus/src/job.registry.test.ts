import { describe, expect, it } from 'vitest';
import { createRegistry, RegistryError, type HandlerMap, type MessageContext } from './job.registry.ts';

interface Payloads {
  'studio.text_to_image': { prompt: string };
  'studio.image_to_video': { imageKey: string; seconds: number };
}

const catalog = {
  'studio.text_to_image': (raw: unknown) => raw as Payloads['studio.text_to_image'],
  'studio.image_to_video': (raw: unknown) => raw as Payloads['studio.image_to_video'],
};

const handlers: HandlerMap<Payloads> = {
  'studio.text_to_image': async () => {},
  'studio.image_to_video': async () => {},
};

describe('createRegistry', () => {
  it('resolves every declared kind to its decoder and handler', async () => {
    const calls: string[] = [];
    const registry = createRegistry<Payloads>(catalog, {
      ...handlers,
      'studio.text_to_image': async (payload) => {
        calls.push(payload.prompt);
      },
    });
    expect(registry.kinds).toEqual(['studio.text_to_image', 'studio.image_to_video']);
    const entry = registry.lookup('studio.text_to_image');
    await entry?.handle(entry.decode({ prompt: 'a red fox' }), {} as MessageContext);
    expect(calls).toEqual(['a red fox']);
    expect(registry.lookup('studio.unknown')).toBeUndefined();
  });

  it('refuses to start when a declared kind has no handler', () => {
    const incomplete = { 'studio.text_to_image': handlers['studio.text_to_image'] };
    // @ts-expect-error the compiler rejects a handler map that misses a kind
    const compileTimeCheck: HandlerMap<Payloads> = incomplete;
    expect(compileTimeCheck).toBe(incomplete);
    expect(() => createRegistry<Payloads>(catalog, incomplete as HandlerMap<Payloads>)).toThrow(
      new RegistryError('Invalid message registry: kind "studio.image_to_video" has no handler'),
    );
  });

  it('refuses handlers for undeclared kinds, invalid kind names and an empty registry', () => {
    expect(() =>
      createRegistry<Payloads>(catalog, {
        ...handlers,
        'studio.extra': async () => {},
      } as HandlerMap<Payloads>),
    ).toThrow(/handler for undeclared kind "studio.extra"/);
    expect(() =>
      createRegistry({ 'bad kind': (raw: unknown) => raw }, { 'bad kind': async () => {} }),
    ).toThrow(/Invalid message kind "bad kind"/);
    expect(() => createRegistry({}, {})).toThrow(/no message kinds are declared/);
  });
});
