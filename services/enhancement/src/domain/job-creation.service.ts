// Creating an enhancement job: the same checks and plan as the estimate, then the shared launch
// (idempotency key + job + outbox row in one transaction while billing reserves the quote). The
// job message carries the plan resolved, so the worker makes exactly what was quoted.
import {
  jobEnvelope,
  queuedJob,
  type IdempotencyGuard,
  type IdempotencyInput,
  type JobLauncher,
} from '@platform/job-lifecycle';
import { jobDecoders, type EnhancementJob } from '@platform/jobs';
import { FieldCheck, notFound } from '@platform/errors';
import { checkJobWebhookUrl, type AssetKeys, type WebhookUrlRules } from '@platform/assets';
import type { EnhancementPlan } from './enhancement-plan.ts';
import type { EstimateService, Quote } from './estimate.service.ts';
import type { MlModelEntry } from './ml-model-catalogue.ts';
import type { EnhancementStore, Repositories } from './ports.ts';
import type { JobRecord } from './records.ts';
import type { SettingsInput } from './settings.ts';
import { Credits } from '@platform/catalogue';

export const JOB_RESOURCE = 'enhancement_job';

export interface JobLimits {
  queueTtlMs: number;
  maxRunMs: number;
}

function modelStep<T>(
  plan: EnhancementPlan,
  role: MlModelEntry['role'],
  build: (config: Readonly<Record<string, unknown>>) => T,
): T | null {
  const model = plan.models.find((entry) => entry.role === role);
  return model ? build(model.config) : null;
}

export class JobCreationService {
  readonly #store: EnhancementStore;
  readonly #estimates: EstimateService;
  readonly #launcher: JobLauncher<JobRecord, Repositories>;
  readonly #idempotency: IdempotencyGuard;
  readonly #keys: AssetKeys;
  readonly #clock: { now(): Date };
  readonly #newId: () => string;
  readonly #subject: string;
  readonly #limits: JobLimits;
  readonly #webhookUrls: WebhookUrlRules;

  constructor(deps: {
    store: EnhancementStore;
    estimates: EstimateService;
    launcher: JobLauncher<JobRecord, Repositories>;
    idempotency: IdempotencyGuard;
    keys: AssetKeys;
    clock: { now(): Date };
    newId: () => string;
    /** The work-queue subject of enhancement jobs. */
    subject: string;
    limits: JobLimits;
    /** The webhooks service's rule for URLs it will POST to. */
    webhookUrls: WebhookUrlRules;
  }) {
    this.#store = deps.store;
    this.#estimates = deps.estimates;
    this.#launcher = deps.launcher;
    this.#idempotency = deps.idempotency;
    this.#keys = deps.keys;
    this.#clock = deps.clock;
    this.#newId = deps.newId;
    this.#subject = deps.subject;
    this.#limits = deps.limits;
    this.#webhookUrls = deps.webhookUrls;
  }

  async create(
    accountId: string,
    input: SettingsInput,
    idem: IdempotencyInput | null,
    rawWebhookUrl?: string,
  ): Promise<{ job: JobRecord; replayed: boolean }> {
    const check = new FieldCheck();
    const webhookUrl = await checkJobWebhookUrl(check, rawWebhookUrl, this.#webhookUrls);
    check.throwIfAny();
    const result = await this.#idempotency.run({
      accountId,
      idem,
      resourceKind: JOB_RESOURCE,
      load: async (id) => {
        const job = await this.#store.read('jobs.replay', (repos) => repos.jobs.lockById(id));
        if (!job || job.accountId !== accountId) throw notFound();
        return job;
      },
      create: async () =>
        this.#launch(accountId, await this.#estimates.quote(accountId, input), idem, webhookUrl),
    });
    return { job: result.value, replayed: result.replayed };
  }

  async #launch(
    accountId: string,
    quote: Quote,
    idem: IdempotencyInput | null,
    webhookUrl: string | null,
  ): Promise<JobRecord> {
    const { plan, settings, input } = quote;
    const now = this.#clock.now();
    const id = this.#newId();
    const names = plan.models.map((model) => model.name).join(' + ');
    const job: JobRecord = {
      ...queuedJob(
        {
          id,
          accountId,
          kind: 'enhancement',
          quote: Credits.parse(quote.costUsd),
          description: `Enhancement: ${names}`,
          webhookUrl,
        },
        now,
      ),
      kind: 'enhancement',
      publicId: 0,
      inputVideoId: input.id,
      userDescription: settings.description,
      settings: {
        grain: settings.grain,
        sharpenStrength: settings.sharpenStrength,
        stabilizationSmoothing: settings.stabilizationSmoothing,
        fpsInterpolationFactor: plan.fpsFactor,
        playbackSpeed: settings.playbackSpeed,
        startFrame: plan.startFrame,
        endFrame: plan.endFrame,
        preview: settings.preview,
        comparison: settings.comparison,
      },
      mlModels: plan.models.map((model) => ({
        id: model.id,
        name: model.name,
        costWeight: model.costWeight,
        upscaleFactor: model.upscaleFactor,
        fpsBoostFactor: model.fpsBoostFactor,
        priority: model.priority,
        maxResolution: model.maxResolution,
      })),
      etaS: quote.etaS,
      progress: 0,
      restoredVideoId: null,
    };
    const engine =
      plan.models.find((model) => !model.engine.startsWith('builtin:'))?.engine ?? 'builtin:enhance';
    const payload: EnhancementJob = jobDecoders.enhancement({
      ...jobEnvelope({
        owner: 'enhancement',
        job,
        modelName: names,
        route: { engine, engine_config: plan.models.find((model) => model.engine === engine)?.config ?? {} },
        limits: this.#limits,
        folders: this.#keys,
      }),
      input_key: input.fileKey,
      input: {
        width: input.width,
        height: input.height,
        framerate: input.framerate,
        n_frames: input.nFrames,
        has_audio: input.hasAudio,
      },
      start_frame: plan.startFrame,
      end_frame: plan.endFrame,
      out_width: plan.outWidth,
      out_height: plan.outHeight,
      out_fps: plan.outFps,
      out_frames: plan.outFrames,
      upscale: modelStep(plan, 'upscale', (config) => ({ algorithm: config.algorithm ?? 'lanczos' })),
      restore: modelStep(plan, 'restore', (config) => ({
        denoise: config.denoise ?? 'hqdn3d',
        detail: config.detail ?? 'cas',
      })),
      interpolate: modelStep(plan, 'interpolate', (config) => ({ mode: config.mode ?? 'blend' })),
      grain: settings.grain,
      sharpen_strength: settings.sharpenStrength,
      stabilization_smoothing: settings.stabilizationSmoothing,
      playback_speed: settings.playbackSpeed,
      comparison: settings.comparison,
    });
    return this.#launcher.launch({ job, idem, resourceKind: JOB_RESOURCE, subject: this.#subject, payload });
  }
}
