// Shot video jobs through the shared job life cycle (@platform/job-lifecycle): the shot's image
// is the start frame and its camera_movement the move; billing holds the quote, the job goes to
// the media worker through the outbox, and cancel stops the engine. Reads show the job with its
// start frame, last frame and video.
import { checkJobWebhookUrl, type AssetKeys, type WebhookUrlRules } from '@platform/assets';
import type { Catalogue } from '@platform/catalogue';
import { FieldCheck, isUuid, notFound } from '@platform/errors';
import {
  costCredits,
  jobEnvelope,
  processingTimeSeconds,
  queuedJob,
  type IdempotencyGuard,
  type IdempotencyInput,
  type JobCanceller,
  type JobLauncher,
} from '@platform/job-lifecycle';
import { RESOLUTIONS, jobDecoders, type CameraMovement } from '@platform/jobs';
import type { AssetView, AssetViews } from './asset-views.ts';
import type { Clock, IdSource, RealEstateStore, Repositories } from './ports.ts';
import type { AssetRecord, Page, RealEstateJobRecord, ShotVideoJobRecord, Slice } from './records.ts';
import { MAX_PROMPT } from './shot-settings.ts';

export interface ShotVideoJobInput {
  modelName: string;
  prompt: string;
  requestedResolution: string;
  requestedVideoDuration: number;
  modelConfigJson: string;
  /** The job's own webhook; checked here with the webhook endpoint rule. */
  webhookUrl?: string;
}

export interface ShotVideoJobView {
  job: ShotVideoJobRecord;
  costCredits: string;
  processingTimeSeconds: number | null;
  startFrame: AssetView | null;
  lastFrame: AssetView | null;
  video: AssetView | null;
}

export interface JobRef {
  accountId: string;
  projectId: string;
  shotId: string;
  id: string;
}

const MAX_CONFIG_BYTES = 16_384;

export class ShotVideoJobsService {
  readonly #store: RealEstateStore;
  readonly #clock: Clock;
  readonly #ids: IdSource;
  readonly #idempotency: IdempotencyGuard;
  readonly #launcher: JobLauncher<RealEstateJobRecord, Repositories>;
  readonly #canceller: JobCanceller<RealEstateJobRecord, Repositories>;
  readonly #catalogue: Catalogue;
  readonly #keys: AssetKeys;
  readonly #views: AssetViews;
  readonly #subject: string;
  readonly #limits: { queueTtlMs: number; maxRunMs: number };
  readonly #webhookUrls: WebhookUrlRules;

  constructor(deps: {
    store: RealEstateStore;
    clock: Clock;
    ids: IdSource;
    idempotency: IdempotencyGuard;
    launcher: JobLauncher<RealEstateJobRecord, Repositories>;
    canceller: JobCanceller<RealEstateJobRecord, Repositories>;
    catalogue: Catalogue;
    keys: AssetKeys;
    views: AssetViews;
    /** The work-queue subject of image-to-video jobs. */
    subject: string;
    limits: { queueTtlMs: number; maxRunMs: number };
    /** The webhooks service's rule for URLs it will POST to. */
    webhookUrls: WebhookUrlRules;
  }) {
    this.#store = deps.store;
    this.#clock = deps.clock;
    this.#ids = deps.ids;
    this.#idempotency = deps.idempotency;
    this.#launcher = deps.launcher;
    this.#canceller = deps.canceller;
    this.#catalogue = deps.catalogue;
    this.#keys = deps.keys;
    this.#views = deps.views;
    this.#subject = deps.subject;
    this.#limits = deps.limits;
    this.#webhookUrls = deps.webhookUrls;
  }

  async create(
    ref: Omit<JobRef, 'id'>,
    input: ShotVideoJobInput,
    idem: IdempotencyInput | null,
  ): Promise<{ value: ShotVideoJobView; replayed: boolean }> {
    if (!isUuid(ref.projectId) || !isUuid(ref.shotId)) throw notFound();
    const { project, shot, image } = await this.#store.read('video-jobs.references', async (repos) => {
      const found = await repos.projects.find(ref.accountId, ref.projectId);
      const shotFound = found ? await repos.shots.find(ref.projectId, ref.shotId) : null;
      if (!found || !shotFound) throw notFound();
      const frameId = shotFound.firstFrameAssetId ?? shotFound.imageAssetId;
      return {
        project: found,
        shot: shotFound,
        image: frameId ? await repos.assets.find('image', ref.projectId, frameId) : null,
      };
    });
    const check = new FieldCheck();
    const modelName = input.modelName || project.settings.model_code_name;
    const entry = this.#catalogue.get(modelName);
    const modelProblem = this.#catalogue.choiceProblem(modelName, 'i2v');
    if (modelProblem) check.add('model_name', modelProblem);
    check.text('prompt', input.prompt, { max: MAX_PROMPT });
    const resolution = input.requestedResolution || '720p';
    if (!(RESOLUTIONS as readonly string[]).includes(resolution))
      check.add('requested_resolution', `"${resolution}" is not a valid choice (${RESOLUTIONS.join(', ')}).`);
    const duration = input.requestedVideoDuration || 5;
    if (!Number.isInteger(duration) || duration < 2 || duration > 10)
      check.add('requested_video_duration', 'Must be an integer from 2 to 10.');
    const modelConfig = parseConfig(check, input.modelConfigJson);
    if (!image) check.add('real_estate_shot', 'The shot has no image to start from.');
    const webhookUrl = await checkJobWebhookUrl(check, input.webhookUrl, this.#webhookUrls);
    check.throwIfAny();
    const startFrame = image as AssetRecord;
    const load = (id: string, created?: ShotVideoJobRecord) => this.get({ ...ref, id }, created);
    return this.#idempotency.run({
      accountId: ref.accountId,
      idem,
      resourceKind: 'shot_video_job',
      load: (id) => load(id),
      create: async () => {
        const camera = shot.settings.camera_movement as CameraMovement;
        const base = queuedJob(
          {
            id: this.#ids.next(),
            accountId: ref.accountId,
            kind: 'image_to_video',
            quote: this.#catalogue.priceFor(modelName, duration),
            description: `Shot video: ${duration} s at ${resolution} with ${modelName} (${camera})`,
            webhookUrl,
          },
          this.#clock.now(),
        );
        const job: ShotVideoJobRecord = {
          ...base,
          projectId: ref.projectId,
          shotId: ref.shotId,
          modelName,
          modelConfig,
          prompt: input.prompt,
          startFrameId: startFrame.id,
          cameraMovement: camera,
          requestedResolution: resolution,
          requestedVideoDuration: duration,
          outputVideoId: null,
          outputLastFrameId: null,
        };
        // A payload the worker would dead-letter is our bug: checked before billing is asked.
        const payload = jobDecoders.image_to_video({
          ...jobEnvelope({
            owner: 'real-estate',
            job,
            modelName,
            route: entry ? this.#catalogue.routeOf(entry) : {},
            limits: this.#limits,
            folders: this.#keys,
          }),
          image_key: startFrame.fileKey,
          prompt: input.prompt,
          camera_movement: camera,
          resolution,
          duration_s: duration,
          model_config: modelConfig,
        });
        await this.#launcher.launch({
          job,
          idem,
          resourceKind: 'shot_video_job',
          subject: this.#subject,
          payload,
        });
        return load(job.id, job);
      },
    });
  }

  /** `created`: the job as just written, shown even before a replica's read sees it. */
  async get(ref: JobRef, created?: ShotVideoJobRecord): Promise<ShotVideoJobView> {
    if (!isUuid(ref.projectId) || !isUuid(ref.shotId) || !isUuid(ref.id)) throw notFound();
    const found = await this.#store.read('video-jobs.get', async (repos) => {
      const job =
        (await repos.jobs.find(ref.accountId, ref.projectId, ref.shotId, ref.id)) ?? created ?? null;
      return job ? { job, assets: await assetsOf(repos, [job]) } : null;
    });
    if (!found) throw notFound();
    return this.#view(found.job, found.assets);
  }

  async list(ref: Omit<JobRef, 'id'>, page: Page): Promise<Slice<ShotVideoJobView>> {
    if (!isUuid(ref.projectId) || !isUuid(ref.shotId)) throw notFound();
    const found = await this.#store.read('video-jobs.list', async (repos) => {
      const project = await repos.projects.find(ref.accountId, ref.projectId);
      if (!project || !(await repos.shots.find(ref.projectId, ref.shotId))) return null;
      const slice = await repos.jobs.list(ref.shotId, page);
      return { slice, assets: await assetsOf(repos, slice.results) };
    });
    if (!found) throw notFound();
    return {
      count: found.slice.count,
      results: await Promise.all(found.slice.results.map((job) => this.#view(job, found.assets))),
    };
  }

  /** Cancels a queued or processing job (its engine stops); `refused` says why an ended one is not. */
  async cancel(ref: JobRef): Promise<{ refused: string | null; view: ShotVideoJobView }> {
    if (!isUuid(ref.projectId) || !isUuid(ref.shotId) || !isUuid(ref.id)) throw notFound();
    const { refused } = await this.#canceller.cancel(async (repos) => {
      const job = await repos.jobs.find(ref.accountId, ref.projectId, ref.shotId, ref.id, { lock: true });
      if (!job) throw notFound();
      return job;
    });
    return { refused, view: await this.get(ref) };
  }

  /** The job as a read shows it, from inside a unit of work (the job events: a completion's outputs are visible only to its transaction). */
  async viewIn(repos: Repositories, job: ShotVideoJobRecord): Promise<ShotVideoJobView> {
    return this.#view(job, await assetsOf(repos, [job]));
  }

  async #view(job: ShotVideoJobRecord, assets: ReadonlyMap<string, AssetRecord>): Promise<ShotVideoJobView> {
    const view = (id: string | null) => {
      const record = id ? assets.get(id) : undefined;
      return record ? this.#views.asset(record) : Promise.resolve(null);
    };
    const [startFrame, lastFrame, video] = await Promise.all([
      view(job.startFrameId),
      view(job.outputLastFrameId),
      view(job.outputVideoId),
    ]);
    return {
      job,
      costCredits: costCredits(job).format(),
      processingTimeSeconds: processingTimeSeconds(job, this.#clock.now()),
      startFrame,
      lastFrame,
      video: job.status === 'completed' ? video : null,
    };
  }
}

async function assetsOf(
  repos: Repositories,
  jobs: readonly ShotVideoJobRecord[],
): Promise<Map<string, AssetRecord>> {
  const images = jobs
    .flatMap((job) => [job.startFrameId, job.outputLastFrameId])
    .filter((id): id is string => id !== null);
  const videos = jobs.map((job) => job.outputVideoId).filter((id): id is string => id !== null);
  const found = [
    ...(await repos.assets.findMany('image', images)),
    ...(await repos.assets.findMany('video', videos)),
  ];
  return new Map(found.map((asset) => [asset.id, asset]));
}

function parseConfig(check: FieldCheck, json: string): Record<string, unknown> {
  if (json === '') return {};
  if (Buffer.byteLength(json) > MAX_CONFIG_BYTES) {
    check.add('model_config', `Must be at most ${MAX_CONFIG_BYTES} bytes of JSON.`);
    return {};
  }
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // reported below
  }
  check.add('model_config', 'Must be a JSON object.');
  return {};
}
