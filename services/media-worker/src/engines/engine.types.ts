import { MediaError } from '@platform/media';

// What every built-in engine receives besides its own input. The worker owns the temp dir (and
// removes it after uploading the outputs), the AbortSignal (job cancelled) and the progress sink
// (JetStream `working()` heartbeats and the job's progress).

export interface EngineContext {
  /** Aborting stops the engine; running ffmpeg children are killed within 2 s. */
  signal?: AbortSignal;
  /** Overall progress of the job, 0..1, non-decreasing. */
  onProgress?: (fraction: number) => void;
  /** A private directory the engine writes its outputs to. */
  tmpDir: string;
}

export interface OutputImage {
  path: string;
  width: number;
  height: number;
  /** sharp's format name: `jpeg`, `png`. */
  format: string;
  file_size: number;
}

/** Engines report a cancel the way the runner does: MediaError('cancelled'). */
export function checkAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new MediaError('cancelled', 'The job was cancelled.');
}
