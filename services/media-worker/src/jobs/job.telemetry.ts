// What the worker reports about each job it runs, for every kind alike (the renders and
// enhancements to come get it by running through the executor): a span per step (input fetch,
// engine, output store) and, per kind and model, the engine's speed in seconds of media made per
// second of wall time and the worker's own run time by outcome.
import { elapsedSeconds, inSpan, lazyInstruments } from '@platform/telemetry';

const instruments = lazyInstruments((meter) => ({
  speed: meter.createHistogram('jobs.engine.speed', {
    unit: '1',
    description: 'Seconds of media produced per second of engine wall time',
    advice: { explicitBucketBoundaries: [0.05, 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10, 20] },
  }),
  attempt: meter.createHistogram('jobs.worker.attempt.duration', {
    unit: 's',
    description: 'Duration of one worker attempt at a job, by outcome',
  }),
}));

export interface JobLabels {
  kind: string;
  model: string;
  owner: string;
}

const attributesOf = (labels: JobLabels) => ({
  'job.kind': labels.kind,
  'job.model': labels.model,
  'job.owner': labels.owner,
});

/** A step of a job, as a span under the job's `process` span. */
export const jobStep = <T>(
  step: 'input.fetch' | 'engine' | 'outputs.store',
  labels: JobLabels,
  work: () => Promise<T>,
): Promise<T> =>
  inSpan('@platform/media-worker', `job ${step}`, { attributes: attributesOf(labels) }, () => work());

/** The engine made `mediaSeconds` of media in the time since `started` (a performance.now()). */
export function recordEngineSpeed(labels: JobLabels, mediaSeconds: number, started: number): void {
  const wall = elapsedSeconds(started);
  if (mediaSeconds > 0 && wall > 0) instruments().speed.record(mediaSeconds / wall, attributesOf(labels));
}

export function recordAttempt(labels: JobLabels, outcome: string, started: number): void {
  instruments().attempt.record(elapsedSeconds(started), { ...attributesOf(labels), outcome });
}
