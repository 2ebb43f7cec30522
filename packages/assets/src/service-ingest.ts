// A service's asset ingest as every job owner sets it up: the service's folder in each account
// (AssetKeys), scratch directories named after it, a media inspector on the process's ffmpeg,
// and the safe fetcher with the service's fetch settings. Completions that measure outputs use
// the same inspector and scratch space, so they are answered too.
import { ffmpegRunnerFromEnv, type FfmpegRunner } from '@platform/media';
import type { AccountKeys } from '@platform/storage';
import { AssetIngest } from './asset-ingest.ts';
import { AssetKeys } from './asset-keys.ts';
import { createMediaInspector } from './media.inspector.ts';
import type { MediaInspector, ObjectStore, ScratchSpace } from './ports.ts';
import { safeFetcherFor, type ExternalFetchSettings } from './safe-fetch.ts';
import { tempScratch } from './scratch-space.ts';

export interface ServiceIngestOptions {
  /** The service's folder in every account and the prefix of its scratch directories, e.g. `studio`. */
  area: string;
  /** What the service was started with: the account folders' secret, its ffmpeg, its fetch settings. */
  service: { keys: AccountKeys; ffmpeg?: FfmpegRunner; fetch?: ExternalFetchSettings };
  objects: ObjectStore;
  /** Images with more pixels are refused before they are decoded (default 40 million). */
  maxImagePixels?: number;
}

export interface ServiceIngest {
  keys: AssetKeys;
  /** The ffmpeg the inspector runs, for the service's other media work (shared copies). */
  runner: FfmpegRunner;
  scratch: ScratchSpace;
  inspector: MediaInspector;
  ingest: AssetIngest;
}

export function createServiceIngest(options: ServiceIngestOptions): ServiceIngest {
  const { service, objects } = options;
  const keys = new AssetKeys(service.keys, options.area);
  const scratch = tempScratch(options.area);
  const runner = service.ffmpeg ?? ffmpegRunnerFromEnv();
  const inspector = createMediaInspector({
    runner,
    maxImagePixels: options.maxImagePixels ?? 40_000_000,
  });
  const fetcher = safeFetcherFor(service.fetch);
  return {
    keys,
    runner,
    scratch,
    inspector,
    ingest: new AssetIngest({ inspector, objects, keys, scratch, fetcher }),
  };
}
