// One class a little over 300 lines: both kinds share its creation, reads and cancel.
// Voiceover and render jobs of a project, through the shared job life cycle
// (@platform/job-lifecycle), exactly as shot video jobs: billing holds the quote, the job goes to
// the media worker through the outbox, cancel stops the engine, the sweeper expires and times out.
// A voiceover speaks the project's text with its voice; a render is resolved here in full
// (render-plan.ts) from the project as it is when the job is created. Reads show the progress the
// worker reports and the shared ETA (`etaSeconds`: the estimate calibrated by measured throughput).
import { checkJobWebhookUrl, type AssetKeys, type WebhookUrlRules } from '@platform/assets';
import type { Catalogue, ModelEntry } from '@platform/catalogue';
import { FieldCheck, characterCount, isUuid, notFound, validationError } from '@platform/errors';
import {
  EtaCalibration,
  costCredits,
  etaSeconds,
  jobEnvelope,
  processingTimeSeconds,
  queuedJob,
  type IdempotencyGuard,
  type IdempotencyInput,
  type JobCanceller,
  type JobLauncher,
} from '@platform/job-lifecycle';
import { VOICEOVER_MAX_CHARS, jobDecoders, type SegmentKey } from '@platform/jobs';
import type { AssetView, AssetViews, CaptionView, VoiceoverView } from './asset-views.ts';
import type { Clock, IdSource, RealEstateStore, Repositories } from './ports.ts';
import { renderOptions } from './render-options.ts';
import { missingForRender, plannedSeconds, resolveTargetedRender } from './render-plan.ts';
import type {
  ListingJobKind,
  ListingJobRecord,
  Page,
  ProjectRecord,
  RealEstateJobRecord,
  RenderJobRecord,
  Slice,
  VoiceoverJobRecord,
} from './records.ts';
import { renderSources } from './render-sources.ts';
import { findVoice } from './voices.catalogue.ts';

/** Speech runs at about 2.5 words a second (decisions file). */
const WORDS_PER_SECOND = 2.5;

export interface ListingJobView {
  job: ListingJobRecord;
  costCredits: string;
  processingTimeSeconds: number | null;
  /** Seconds still expected: the estimate while queued, what remains of it while processing, 0 once ended. */
  etaS: number;
  /** Voiceover jobs, once completed. */
  voiceover: VoiceoverView | null;
  /** Render jobs, once completed. */
  video: AssetView | null;
  captions: CaptionView | null;
  thumbnail: string | null;
}

export interface ListingJobRef {
  accountId: string;
  projectId: string;
  id: string;
}

export const estimatedSpeechSeconds = (text: string): number =>
  Math.max(1, Math.ceil(text.split(/\s+/).filter(Boolean).length / WORDS_PER_SECOND));

export class ListingJobsService {
  readonly #store: RealEstateStore;
  readonly #clock: Clock;
  readonly #ids: IdSource;
  readonly #idempotency: IdempotencyGuard;
  readonly #launcher: JobLauncher<RealEstateJobRecord, Repositories>;
  readonly #canceller: JobCanceller<RealEstateJobRecord, Repositories>;
  readonly #catalogue: Catalogue;
  readonly #keys: AssetKeys;
  readonly #views: AssetViews;
  readonly #subjects: Record<ListingJobKind, string>;
  readonly #models: Record<ListingJobKind, string>;
  readonly #limits: { queueTtlMs: number; maxRunMs: number };
  readonly #webhookUrls: WebhookUrlRules;
  readonly #calibration: EtaCalibration;

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
    /** The work-queue subjects of voiceover and render jobs. */
    subjects: Record<ListingJobKind, string>;
    /** The catalogue models (engine and price) of voiceovers and renders. */
    models: Record<ListingJobKind, string>;
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
    this.#subjects = deps.subjects;
    this.#models = deps.models;
    this.#limits = deps.limits;
    this.#webhookUrls = deps.webhookUrls;
    this.#calibration = new EtaCalibration({
      samples: (kind) => deps.store.read('listing-jobs.eta-samples', (repos) => repos.jobs.etaSamples(kind)),
    });
  }

  /** Speaks the project's `ai_generated_text` with its `speaker_voice`. */
  async createVoiceover(
    ref: Omit<ListingJobRef, 'id'>,
    idem: IdempotencyInput | null,
    rawWebhookUrl?: string,
  ): Promise<{ value: ListingJobView; replayed: boolean }> {
    const project = await this.#project(ref);
    const check = new FieldCheck();
    const webhookUrl = await checkJobWebhookUrl(check, rawWebhookUrl, this.#webhookUrls);
    const text = project.settings.ai_generated_text.trim();
    if (text === '')
      check.add('ai_generated_text', 'The project has no text to speak: write `ai_generated_text` first.');
    else if (characterCount(text) > VOICEOVER_MAX_CHARS)
      check.add('ai_generated_text', `A voiceover speaks at most ${VOICEOVER_MAX_CHARS} characters.`);
    const voice = project.settings.speaker_voice ? findVoice(project.settings.speaker_voice) : undefined;
    if (!voice)
      check.add('speaker_voice', 'The project has no speaker voice: choose one of `voices/` first.');
    check.throwIfAny();
    const shots = await this.#store.read('voiceover-jobs.shots', (repos) => repos.shots.all(ref.projectId));
    const segments = scriptSegments(text, shots);
    if (segments === 'mismatch') {
      const lines = text.split('\n').length;
      check.add(
        'ai_generated_text',
        `The script has ${lines} lines; a script planned with the video has one line per segment: the intro, one for each of the ${shots.length} shots in order, then the outro (${shots.length + 2} lines; an empty line is a silent segment). Write it as one paragraph to have it spoken as one narration instead.`,
      );
      check.throwIfAny();
    }
    const speaker = voice!;
    const entry = this.#model('voiceover');
    const seconds = estimatedSpeechSeconds(text);
    return this.#create(ref, idem, 'voiceover', (base) => {
      const job: VoiceoverJobRecord = {
        ...queuedJob(
          {
            ...base,
            kind: 'voiceover',
            quote: this.#catalogue.priceFor(entry.name, seconds),
            description: `Voiceover: about ${seconds} s spoken by ${speaker.name}`,
            webhookUrl,
          },
          this.#clock.now(),
        ),
        projectId: ref.projectId,
        modelName: entry.name,
        progress: 0,
        // Measured on the e2e jobs on an otherwise idle 2-core machine: 8 s of speech took 1.3 s,
        // 20 s took 3.4 s; on a loaded one the deployment's throughput calibrates it (EtaCalibration).
        etaS: Math.max(1, Math.round(0.2 + seconds * 0.16)),
        speakerVoiceId: speaker.id,
        text,
        outputVoiceoverId: null,
      };
      const payload = jobDecoders.voiceover({
        ...this.#common(job, entry),
        text,
        ...(segments !== 'mismatch' && segments !== null ? { segments } : {}),
        voice: {
          id: speaker.id,
          tts_engine: speaker.engine,
          engine_voice: speaker.engineVoice,
          language_code: speaker.languageCode,
        },
      });
      return { job, payload };
    });
  }

  /** Renders the listing video of a ready project; a project that is not ready is a 400 saying what is missing. */
  async createRender(
    ref: Omit<ListingJobRef, 'id'>,
    branded: boolean,
    idem: IdempotencyInput | null,
    rawWebhookUrl?: string,
    rawOptions: { videoFormat?: string; targetS?: number } = {},
  ): Promise<{ value: ListingJobView; replayed: boolean }> {
    const project = await this.#project(ref);
    const check = new FieldCheck();
    const webhookUrl = await checkJobWebhookUrl(check, rawWebhookUrl, this.#webhookUrls);
    const options = renderOptions(check, rawOptions);
    check.throwIfAny();
    const sources = await this.#store.read('render-jobs.sources', (repos) => renderSources(repos, project));
    const missing = missingForRender(sources);
    if (missing.length > 0)
      throw validationError('The project is not ready for render.', { ready_for_render: missing });
    const render = resolveTargetedRender(sources, branded, options);
    const seconds = plannedSeconds(render);
    const entry = this.#model('render');
    return this.#create(ref, idem, 'render', (base) => {
      const job: RenderJobRecord = {
        ...queuedJob(
          {
            ...base,
            kind: 'render',
            quote: this.#catalogue.priceFor(entry.name, Math.ceil(seconds)),
            description: `Listing video: ${seconds.toFixed(1)} s at ${render.width}x${render.height}${branded ? '' : ', unbranded'}`,
            webhookUrl,
          },
          this.#clock.now(),
        ),
        projectId: ref.projectId,
        modelName: entry.name,
        progress: 0,
        // Measured on an otherwise idle 2-core machine: 2 s of fixed work (inputs, cards), 0.08 s
        // a second of video at any size (the sound, the captions) and 0.47 more at 1080p, scaled by
        // pixels (the e2e renders: 15.9 s at 640x360 in 3.5-4.2 s, 31.9 s in 5.6-6.3 s; the
        // listing-render bench: 60.3 s at 1080p in 29-35 s); on a loaded one the deployment's
        // throughput calibrates it (EtaCalibration).
        etaS: Math.max(
          1,
          Math.round(2 + seconds * (0.08 + (0.47 * render.width * render.height) / (1920 * 1080))),
        ),
        branded,
        width: render.width,
        height: render.height,
        outputVideoId: null,
        // The render's own captions, timed to its video, once it completed.
        outputCaptionId: null,
        outputThumbnailKey: null,
      };
      return { job, payload: jobDecoders.render({ ...this.#common(job, entry), ...render }) };
    });
  }

  async get(kind: ListingJobKind, ref: ListingJobRef, created?: ListingJobRecord): Promise<ListingJobView> {
    if (!isUuid(ref.projectId) || !isUuid(ref.id)) throw notFound();
    const job = await this.#store.read(
      `${kind}-jobs.get`,
      async (repos) => (await repos.jobs.findListing(kind, ref)) ?? (created?.kind === kind ? created : null),
    );
    if (!job) throw notFound();
    return (await this.#viewsOf([job]))[0]!;
  }

  async list(
    kind: ListingJobKind,
    ref: Omit<ListingJobRef, 'id'>,
    page: Page,
  ): Promise<Slice<ListingJobView>> {
    if (!isUuid(ref.projectId)) throw notFound();
    const slice = await this.#store.read(`${kind}-jobs.list`, async (repos) => {
      if (!(await repos.projects.find(ref.accountId, ref.projectId))) return null;
      return repos.jobs.listListing(kind, ref.projectId, page);
    });
    if (!slice) throw notFound();
    return { count: slice.count, results: await this.#viewsOf(slice.results) };
  }

  /** Cancels a queued or processing job (its engine stops); `refused` says why an ended one is not. */
  async cancel(
    kind: ListingJobKind,
    ref: ListingJobRef,
  ): Promise<{ refused: string | null; view: ListingJobView }> {
    if (!isUuid(ref.projectId) || !isUuid(ref.id)) throw notFound();
    const { refused } = await this.#canceller.cancel(async (repos) => {
      const job = await repos.jobs.findListing(kind, ref, { lock: true });
      if (!job) throw notFound();
      return job;
    });
    return { refused, view: await this.get(kind, ref) };
  }

  /** The project's voiceover as projects show it. */
  async voiceoverOf(project: ProjectRecord): Promise<VoiceoverView | null> {
    if (!project.voiceoverId) return null;
    const [voiceover] = await this.#store.read('voiceovers.get', (repos) =>
      repos.voiceovers.findMany([project.voiceoverId!]),
    );
    return voiceover ? this.#views.voiceover(voiceover) : null;
  }

  async #project(ref: Omit<ListingJobRef, 'id'>): Promise<ProjectRecord> {
    if (!isUuid(ref.projectId)) throw notFound();
    const project = await this.#store.read('listing-jobs.project', (repos) =>
      repos.projects.find(ref.accountId, ref.projectId),
    );
    if (!project) throw notFound();
    return project;
  }

  #model(kind: ListingJobKind) {
    const entry = this.#catalogue.get(this.#models[kind]);
    if (!entry || !entry.enabled)
      throw new Error(`The model catalogue has no enabled "${this.#models[kind]}" model for ${kind} jobs.`);
    return entry;
  }

  #common(job: ListingJobRecord, entry: ModelEntry) {
    return jobEnvelope({
      owner: 'real-estate',
      job,
      modelName: entry.name,
      route: this.#catalogue.routeOf(entry),
      limits: this.#limits,
      folders: this.#keys,
    });
  }

  async #create(
    ref: Omit<ListingJobRef, 'id'>,
    idem: IdempotencyInput | null,
    kind: ListingJobKind,
    build: (base: { id: string; accountId: string }) => { job: ListingJobRecord; payload: unknown },
  ): Promise<{ value: ListingJobView; replayed: boolean }> {
    const resourceKind = `${kind}_job`;
    const load = (id: string, created?: ListingJobRecord) => this.get(kind, { ...ref, id }, created);
    return this.#idempotency.run({
      accountId: ref.accountId,
      idem,
      resourceKind,
      load: (id) => load(id),
      create: async () => {
        const { job, payload } = build({ id: this.#ids.next(), accountId: ref.accountId });
        await this.#launcher.launch({ job, idem, resourceKind, subject: this.#subjects[kind], payload });
        return load(job.id, job);
      },
    });
  }

  /** The job as its read shows it, read in the caller's transaction (the public job events). */
  async viewIn(repos: Repositories, job: ListingJobRecord): Promise<ListingJobView> {
    return (await this.#present([job], await outputsOf(repos, [job])))[0]!;
  }

  async #viewsOf(jobs: readonly ListingJobRecord[]): Promise<ListingJobView[]> {
    return this.#present(
      jobs,
      await this.#store.read('listing-jobs.outputs', (repos) => outputsOf(repos, jobs)),
    );
  }

  async #present(jobs: readonly ListingJobRecord[], found: ListingJobOutputs): Promise<ListingJobView[]> {
    const now = this.#clock.now();
    return Promise.all(
      jobs.map(async (job) => {
        const done = job.status === 'completed';
        const voiceover =
          done && job.kind === 'voiceover'
            ? found.voiceovers.find((v) => v.id === job.outputVoiceoverId)
            : undefined;
        const video =
          done && job.kind === 'render' ? found.videos.find((v) => v.id === job.outputVideoId) : undefined;
        const caption =
          done && job.kind === 'render'
            ? found.captions.find((c) => c.id === job.outputCaptionId)
            : undefined;
        const thumbnailKey = done && job.kind === 'render' ? job.outputThumbnailKey : null;
        return {
          job,
          costCredits: costCredits(job).format(),
          processingTimeSeconds: processingTimeSeconds(job, now),
          etaS: etaSeconds({ ...job, estimateS: job.etaS }, now, await this.#calibration.factor(job.kind)),
          voiceover: voiceover ? await this.#views.voiceover(voiceover) : null,
          video: video ? await this.#views.asset(video) : null,
          captions: caption ? await this.#views.caption(caption) : null,
          thumbnail: thumbnailKey ? await this.#views.signed(thumbnailKey) : null,
        };
      }),
    );
  }
}

type ListingJobOutputs = Awaited<ReturnType<typeof outputsOf>>;

/** The stored outputs of the completed jobs among `jobs`, in one query per kind. */
async function outputsOf(repos: Repositories, jobs: readonly ListingJobRecord[]) {
  const completed = jobs.filter((job) => job.status === 'completed');
  return {
    voiceovers: await repos.voiceovers.findMany(
      completed.flatMap((job) =>
        job.kind === 'voiceover' && job.outputVoiceoverId ? [job.outputVoiceoverId] : [],
      ),
    ),
    videos: await repos.assets.findMany(
      'video',
      completed.flatMap((job) => (job.kind === 'render' && job.outputVideoId ? [job.outputVideoId] : [])),
    ),
    captions: await repos.captions.findMany(
      completed.flatMap((job) => (job.kind === 'render' && job.outputCaptionId ? [job.outputCaptionId] : [])),
    ),
  };
}

/**
 * The voiceover's segments for a script written one line per segment (intro, each shot in order,
 * outro); null for a one-paragraph script (one narration); 'mismatch' when the lines do not match
 * the shots.
 */
export function scriptSegments(
  text: string,
  shots: readonly { id: string }[],
): { key: SegmentKey; text: string }[] | null | 'mismatch' {
  const lines = text
    .trim()
    .split('\n')
    .map((line) => line.trim());
  if (lines.length === 1) return null;
  if (lines.length !== shots.length + 2) return 'mismatch';
  const keys: SegmentKey[] = ['intro', ...shots.map((shot) => `shot:${shot.id}` as SegmentKey), 'outro'];
  return keys.map((key, index) => ({ key, text: lines[index]! }));
}
