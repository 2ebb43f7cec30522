// A job's `eta_s`, for every owner whose jobs report progress (real estate's voiceovers and
// renders, enhancement): docs/decisions.md, "How eta_s is estimated".
//  - At creation the service estimates the run from the job's work (seconds of output, pixels,
//    frames): `estimateS`, stored with the job.
//  - That estimate is calibrated by the throughput this deployment measured: the median ratio of
//    actual run time to estimate over the last completed jobs of the kind (`EtaCalibration`).
//  - While the job runs, the throughput measured on the job itself (elapsed time per percent of
//    progress) takes over from the calibrated estimate as progress grows.
import type { JobStatus } from './lifecycle.ports.ts';

/** Percent of progress from which the job's own measured throughput alone gives the ETA. */
const TRUST_MEASURED_AT = 30;
/** Calibration factors outside this range are taken as a broken sample, not a machine. */
const FACTOR_RANGE = [0.2, 5] as const;

export interface EtaInput {
  status: JobStatus;
  /** The creation estimate of the whole run, in seconds. */
  estimateS: number;
  /** 0..100. */
  progress: number;
  startedAt: Date | null;
}

/**
 * Seconds the job still needs: queued, the calibrated estimate; processing, what is left of it,
 * moving to what the job's own pace says (`elapsed * left / done`) as progress grows; 0 once ended.
 */
export function etaSeconds(job: EtaInput, now: Date, factor = 1): number {
  const estimate = job.estimateS * factor;
  if (job.status === 'queued') return Math.ceil(estimate);
  if (job.status !== 'processing') return 0;
  const done = Math.min(100, Math.max(0, job.progress));
  const elapsedS = job.startedAt ? Math.max(0, (now.getTime() - job.startedAt.getTime()) / 1000) : 0;
  // No progress yet: the estimate counts down.
  if (done <= 0 || elapsedS <= 0) return Math.ceil(Math.max(0, estimate - elapsedS));
  const byEstimate = (estimate * (100 - done)) / 100;
  const byPace = (elapsedS * (100 - done)) / done;
  const weight = Math.min(1, done / TRUST_MEASURED_AT);
  return Math.max(0, Math.ceil((1 - weight) * byEstimate + weight * byPace));
}

/** A completed job's creation estimate and its actual run time, in seconds. */
export interface EtaSample {
  estimateS: number;
  actualS: number;
}

/**
 * The factor estimates of a kind are multiplied by: the median of actual / estimate over the
 * samples (the last completed jobs), 1 until `minSamples` exist. Read again at most every
 * `refreshMs`, so a busy list does not query for it on every read.
 */
export class EtaCalibration {
  readonly #samples: (kind: string) => Promise<EtaSample[]>;
  readonly #now: () => number;
  readonly #refreshMs: number;
  readonly #minSamples: number;
  readonly #cached = new Map<string, { factor: number; at: number }>();

  constructor(deps: {
    samples: (kind: string) => Promise<EtaSample[]>;
    now?: () => number;
    refreshMs?: number;
    minSamples?: number;
  }) {
    this.#samples = deps.samples;
    this.#now = deps.now ?? Date.now;
    this.#refreshMs = deps.refreshMs ?? 10_000;
    this.#minSamples = deps.minSamples ?? 1;
  }

  async factor(kind: string): Promise<number> {
    const cached = this.#cached.get(kind);
    if (cached && this.#now() - cached.at < this.#refreshMs) return cached.factor;
    const factor = calibrationFactor(await this.#samples(kind), this.#minSamples);
    this.#cached.set(kind, { factor, at: this.#now() });
    return factor;
  }

  /** A job of `kind` completed: the next read measures again. */
  forget(kind: string): void {
    this.#cached.delete(kind);
  }
}

export function calibrationFactor(samples: EtaSample[], minSamples = 1): number {
  const ratios = samples
    .filter((sample) => sample.estimateS > 0 && sample.actualS > 0)
    .map((sample) => sample.actualS / sample.estimateS)
    .sort((a, b) => a - b);
  if (ratios.length < minSamples || ratios.length === 0) return 1;
  const middle = Math.floor(ratios.length / 2);
  const median =
    ratios.length % 2 === 1 ? (ratios[middle] ?? 1) : ((ratios[middle - 1] ?? 1) + (ratios[middle] ?? 1)) / 2;
  return Math.min(FACTOR_RANGE[1], Math.max(FACTOR_RANGE[0], median));
}

/**
 * At most one `job.progress` event a second per job (the worker reports every whole percent):
 * `due` answers whether one may go now, and remembers that it did.
 */
export class ProgressPacer {
  readonly #last = new Map<string, number>();
  readonly #intervalMs: number;
  constructor(intervalMs = 1_000) {
    this.#intervalMs = intervalMs;
  }

  due(jobId: string, nowMs: number): boolean {
    const last = this.#last.get(jobId);
    if (last !== undefined && nowMs - last < this.#intervalMs) return false;
    this.#last.set(jobId, nowMs);
    // Jobs end: entries older than a minute are dropped as new ones come.
    if (this.#last.size > 1_000)
      for (const [id, at] of this.#last) if (nowMs - at > 60_000) this.#last.delete(id);
    return true;
  }
}
