// Kept whole (a little over 300 lines): the steps above share one job's state and its one clean-up.
// Runs one job message from start to result, the same way for every kind:
//   skip if cancelled -> check scope and deadline -> `processing` -> temp dir -> input -> engine
//   -> store outputs -> `completed` (stable msg ids) -> temp dir removed, whatever happened.
// Failures leave as exceptions: NonRetryableError for final ones (the dead-letter hook then tells
// the owner `failed`), anything else for a redelivery. A cancelled job is acked with no event:
// its owner already marked it cancelled and ignores events for terminal jobs.
import type { HandlerMap, MessageContext } from '@platform/bus';
import { NonRetryableError } from '@platform/bus';
import type { JobKind, JobPayloads } from '@platform/jobs';
import type { Logger } from '@platform/logging';
import { createTempDir } from '@platform/media';
import type { AccountKeys, Storage } from '@platform/storage';
import type { CancelRegistry } from '../consumers/cancel.registry.ts';
import type { JobOutputs, JobStatusPublisher } from '../consumers/status.publisher.ts';
import { JobAbort } from './job.abort.ts';
import { findEngine, type EngineSet, type JobEngineContext, type KindEngines } from './job-engine.ts';
import { classifyJobError } from './job.errors.ts';
import {
  assertAccountKey,
  downloadInput,
  storeCaptions,
  storeEnhancement,
  storeImages,
  storeVideo,
  storeVoiceover,
  type JobStorage,
} from './job.files.ts';
import { jobStep, recordAttempt, recordEngineSpeed, type JobLabels } from './job.telemetry.ts';
import { jobDirPrefix } from './temp.sweeper.ts';
import type { ProviderRequestStore } from './provider-request.store.ts';
import { withFallbacks, type EngineCandidate } from './fallback.engine.ts';

export interface JobExecutorDeps {
  engines: EngineSet;
  storage: JobStorage;
  /** Checks that a job's keys lie in its account's folder. */
  keys: AccountKeys;
  status: JobStatusPublisher;
  cancels: CancelRegistry;
  logger: Logger;
  now?: () => Date;
  /** Largest input file read from storage (default 64 MiB). */
  maxInputBytes?: number;
  /** Largest input video of an enhancement job (default 500 MiB, the upload limit). */
  maxVideoInputBytes?: number;
  /** Parent of the per-job temp dirs (default MEDIA_TMP_DIR or the OS temp dir). */
  tempParent?: string;
  /** Where hosted engines keep their provider request per job (durable in the worker). */
  providerRequests?: ProviderRequestStore;
  /** Signs GET URLs on storage's public endpoint, for providers to fetch inputs (none: no public endpoint). */
  publicStorage?: Pick<Storage, 'presignGet'>;
}

interface JobScope {
  context: JobEngineContext;
  /** Downloads one of the job's inputs into the temp dir (as `input`, or `name` for jobs with several). */
  input(key: string, name?: string): Promise<string>;
  /** Runs a step of the job in its own span. */
  step<T>(step: 'engine' | 'outputs.store', work: () => Promise<T>): Promise<T>;
  labels: JobLabels;
  /** Downloads the job's input file into the temp dir. */
  input(key: string): Promise<string>;
}

type Work<K extends JobKind> = (engine: KindEngines[K], scope: JobScope) => Promise<JobOutputs>;

export class JobExecutor {
  readonly #deps: JobExecutorDeps;
  readonly #now: () => Date;
  readonly #maxInputBytes: number;
  readonly #maxVideoInputBytes: number;

  constructor(deps: JobExecutorDeps) {
    this.#deps = deps;
    this.#now = deps.now ?? (() => new Date());
    this.#maxInputBytes = deps.maxInputBytes ?? 64 * 1024 * 1024;
    this.#maxVideoInputBytes = deps.maxVideoInputBytes ?? 500 * 1024 * 1024;
  }

  /** The handler map of the typed registry: one handler per job kind. */
  handlers(): HandlerMap<JobPayloads> {
    const storage = this.#deps.storage;
    return {
      text_to_image: (job, ctx) =>
        this.#run('text_to_image', job, ctx, async (engine, { context, step }) => {
          const result = await step('engine', () =>
            engine.run(
              {
                modelName: job.model_name,
                prompt: job.prompt,
                negativePrompt: job.negative_prompt,
                numImages: job.num_images,
                modelConfig: job.model_config,
              },
              context,
            ),
          );
          if (result.images.length !== job.num_images) {
            throw new NonRetryableError(
              `The engine produced ${result.images.length} images; ${job.num_images} were requested.`,
            );
          }
          return {
            images: await step('outputs.store', () => storeImages(storage, job.output_prefix, result.images)),
          };
        }),
      image_to_text: (job, ctx) =>
        this.#run('image_to_text', job, ctx, async (engine, { context, input, step }) => {
          const imagePath = await input(job.image_key);
          const result = await step('engine', () =>
            engine.run({ modelName: job.model_name, imagePath, fidelity: job.fidelity_level }, context),
          );
          return { text: result.text };
        }),
      image_to_video: (job, ctx) =>
        this.#run('image_to_video', job, ctx, async (engine, { context, input, step, labels }) => {
          const imagePath = await input(job.image_key);
          const engineStarted = performance.now();
          const result = await step('engine', () =>
            engine.run(
              {
                modelName: job.model_name,
                imagePath,
                prompt: job.prompt,
                movement: job.camera_movement,
                resolution: job.resolution,
                durationS: job.duration_s,
                modelConfig: job.model_config,
              },
              context,
            ),
          );
          recordEngineSpeed(labels, result.video.duration_s, engineStarted);
          return { video: await step('outputs.store', () => storeVideo(storage, job.output_prefix, result)) };
        }),
      voiceover: (job, ctx) =>
        this.#run('voiceover', job, ctx, async (engine, { context, step }) => {
          const {
            tts_engine: ttsEngine,
            engine_voice: engineVoice,
            language_code: languageCode,
            id,
          } = job.voice;
          const result = await step('engine', () =>
            engine.run(
              {
                modelName: job.model_name,
                text: job.text,
                segments: job.segments ?? null,
                voice: { id, ttsEngine, engineVoice, languageCode },
              },
              context,
            ),
          );
          return {
            text: job.text,
            ...(await step('outputs.store', () => storeVoiceover(storage, job.output_prefix, result))),
          };
        }),
      render: (job, ctx) =>
        this.#run('render', job, ctx, async (engine, { context, input, step, labels }) => {
          const { keys } = this.#deps;
          // Every file the render reads must lie in the job's account folder.
          const key = (value: string | null | undefined, what: string) => {
            if (value) assertAccountKey(keys, job.account_id, value, what);
            return value ?? null;
          };
          let inputs = 0;
          const fetch = async (value: string | null) =>
            value ? await input(value, `input-${(inputs += 1)}`) : null;
          const shotKeys = job.shots.map((shot, index) => key(shot.video_key, `shots[${index}].video_key`)!);
          const music = job.music && 'key' in job.music ? key(job.music.key, 'music.key') : null;
          const files = {
            shots: [] as string[],
            hero: await fetch(key(job.intro.hero_key, 'intro.hero_key')),
            agentPhoto: await fetch(key(job.outro.agent?.photo_key, 'outro.agent.photo_key')),
            logo: await fetch(key(job.logo_key, 'logo_key')),
            voice: await fetch(key(job.voiceover?.audio_key, 'voiceover.audio_key')),
            music: await fetch(music),
          };
          for (const shotKey of shotKeys) files.shots.push((await fetch(shotKey))!);
          const engineStarted = performance.now();
          const result = await step('engine', () =>
            engine.run({ modelName: job.model_name, job, files }, context),
          );
          recordEngineSpeed(labels, result.video.duration_s, engineStarted);
          return step('outputs.store', async () => ({
            video: await storeVideo(storage, job.output_prefix, result),
            ...(result.captions
              ? {
                  captions: await storeCaptions(storage, `${job.output_prefix}captions.vtt`, result.captions),
                }
              : {}),
          }));
        }),
      enhancement: (job, ctx) =>
        this.#run('enhancement', job, ctx, async (engine, { context, input, step, labels }) => {
          const inputPath = await input(job.input_key);
          const signer = this.#deps.publicStorage;
          const publicInputUrl = signer
            ? (seconds: number) => signer.presignGet(job.input_key, { expiresInSeconds: seconds })
            : undefined;
          const engineStarted = performance.now();
          const result = await step('engine', () => engine.run({ inputPath, job, publicInputUrl }, context));
          recordEngineSpeed(labels, result.video.duration_s, engineStarted);
          return step('outputs.store', () => storeEnhancement(storage, job.output_prefix, result));
        }),
    };
  }

  async #run<K extends JobKind>(
    kind: K,
    job: JobPayloads[K],
    ctx: MessageContext,
    work: Work<K>,
  ): Promise<void> {
    const { cancels, status } = this.#deps;
    const logger = this.#deps.logger.child({
      job_id: job.job_id,
      kind,
      owner: job.owner,
      delivery: ctx.deliveryCount,
    });
    if (cancels.wasCancelled(job.job_id)) {
      logger.info('skipping a cancelled job');
      return;
    }
    const { keys } = this.#deps;
    assertAccountKey(keys, job.account_id, job.output_prefix, 'output_prefix');
    if ('image_key' in job) assertAccountKey(keys, job.account_id, job.image_key, 'image_key');
    if ('input_key' in job) assertAccountKey(keys, job.account_id, job.input_key, 'input_key');
    const engine = this.#engineWithFallbacks(kind, job, logger);
    const deadline = new Date(job.deadline_at);
    if (deadline.getTime() <= this.#now().getTime()) {
      throw new NonRetryableError('The job reached its maximum run time before it could start.');
    }

    const tracked = cancels.track(job.job_id);
    const abort = new JobAbort({ shutdown: ctx.signal, cancel: tracked.signal, deadline, now: this.#now });
    const target = { job_id: job.job_id, owner: job.owner, kind };
    const labels: JobLabels = { kind, model: job.model_name, owner: job.owner };
    const started = performance.now();
    let outcome = 'failed';
    try {
      await status.processing(target, ctx.messageId);
      logger.info({ engine: job.engine, model: job.model_name }, 'job started');
      const outputs = await this.#inTempDir(async (tmpDir) => {
        let percent = 0;
        const context: JobEngineContext = {
          jobId: job.job_id,
          signal: abort.signal,
          tmpDir,
          engineConfig: job.engine_config,
          providerRequest: this.#deps.providerRequests?.slot(job.job_id),
          logger,
          heartbeat: () => ctx.working(),
          progress: (fraction) => {
            ctx.working();
            const reached = Math.min(100, Math.max(0, Math.floor(fraction * 100)));
            if (reached <= percent) return;
            percent = reached;
            // Progress is advisory: a lost event must not fail the job.
            status
              .progress(target, ctx.messageId, reached)
              .catch((err: unknown) => logger.warn({ err }, 'progress event not sent'));
          },
        };
        const input = (key: string, name?: string) =>
          jobStep('input.fetch', labels, () =>
            downloadInput(this.#deps.storage, key, tmpDir, {
              maxBytes: kind === 'enhancement' ? this.#maxVideoInputBytes : this.#maxInputBytes,
              signal: abort.signal,
              what: kind === 'enhancement' ? 'video' : 'image',
              name,
            }),
          );
        const step = <T>(name: 'engine' | 'outputs.store', run: () => Promise<T>) =>
          jobStep(name, labels, run);
        const produced = await work(engine, { context, input, step, labels });
        abort.signal.throwIfAborted();
        return produced;
      });
      // A cancel that lands while outputs upload still wins: the owner has already decided.
      if (cancels.wasCancelled(job.job_id)) {
        logger.info('job was cancelled as it finished; no result published');
        outcome = 'cancelled';
        await this.#discardOutputs(job.output_prefix, logger);
        return;
      }
      await status.completed(target, ctx.messageId, outputs);
      outcome = 'completed';
      logger.info({ elapsed_ms: Math.round(performance.now() - started) }, 'job completed');
    } catch (error) {
      switch (abort.reason) {
        case 'cancelled':
          outcome = 'cancelled';
          logger.info(
            { elapsed_ms: Math.round(performance.now() - started) },
            'job cancelled; engine stopped',
          );
          await this.#discardOutputs(job.output_prefix, logger);
          return;
        case 'deadline':
          await this.#discardOutputs(job.output_prefix, logger);
          throw new NonRetryableError('The job ran longer than its maximum run time and was stopped.', {
            cause: error,
          });
        case 'shutdown':
          outcome = 'released';
          throw error;
        default: {
          const classified = classifyJobError(error);
          const final = classified instanceof NonRetryableError;
          if (!final) outcome = 'retrying';
          logger.warn({ err: error, final }, final ? 'job failed' : 'job attempt failed; it will be retried');
          throw classified;
        }
      }
    } finally {
      recordAttempt(labels, outcome, started);
      abort.dispose();
      tracked.release();
    }
  }

  /** The job's engine, standing in for its fallback models' engines when its provider fails. */
  #engineWithFallbacks<K extends JobKind>(kind: K, job: JobPayloads[K], logger: Logger): KindEngines[K] {
    const engine = findEngine(this.#deps.engines, kind, job.engine);
    if (!engine) throw new NonRetryableError(`This worker has no engine "${job.engine}" for ${kind} jobs.`);
    const candidates: EngineCandidate<unknown, unknown>[] = [
      { modelName: job.model_name, engineConfig: job.engine_config, engine },
    ];
    for (const fallback of job.fallbacks ?? []) {
      const other = findEngine(this.#deps.engines, kind, fallback.engine);
      if (other)
        candidates.push({
          modelName: fallback.model_name,
          engineConfig: fallback.engine_config,
          engine: other,
        });
      else
        logger.warn(
          { fallback: fallback.model_name, engine: fallback.engine },
          'this worker has no engine for a fallback model; skipped',
        );
    }
    const providerRequests = this.#deps.providerRequests;
    return withFallbacks(candidates, { kind, jobId: job.job_id, logger, providerRequests }) as KindEngines[K];
  }

  /**
   * Removes what a job that will never be completed stored so far (an upload the cancel or the
   * deadline caught halfway): nobody will reference those files. Not after a shutdown, whose
   * redelivery rewrites the same keys.
   */
  async #discardOutputs(prefix: string, logger: Logger): Promise<void> {
    try {
      const removed = await this.#deps.storage.removePrefix(prefix);
      if (removed > 0) logger.info({ removed }, 'removed the outputs of a job that ended early');
    } catch (err) {
      logger.warn({ err, prefix }, 'removing the outputs of a job that ended early failed');
    }
  }

  async #inTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
    const dir = await createTempDir({ parent: this.#deps.tempParent, prefix: jobDirPrefix() });
    try {
      return await work(dir.path);
    } finally {
      await dir.remove();
    }
  }
}
