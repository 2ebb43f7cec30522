// Creating a generation job: validate, price from the model catalogue, build the worker's
// message, then the shared JobLauncher (@platform/job-lifecycle) writes the idempotency key, the
// job (queued) and its outbox message in one transaction while billing reserves the credits.
// One class over 300 lines: the three creates (text to image, image to text, image to video)
// share its private model, image, webhook, payload and launch steps, which a split would make public.
import type { Catalogue, Credits, ModelKind } from '@platform/catalogue';
import { FIDELITY_LEVELS, RESOLUTIONS, jobDecoders, type JobKind, type JobPayloads } from '@platform/jobs';
import { notFound, validationError } from '@platform/errors';
import { checkJobWebhookUrl, type AssetKeys, type WebhookUrlRules } from '@platform/assets';
import {
  jobEnvelope,
  queuedJob,
  type IdempotencyGuard,
  type JobEnvelopeField,
  type JobLauncher,
} from '@platform/job-lifecycle';
import { cameraMovementOf, checkT2iConfig, parseModelConfig } from './model-config.ts';
import type { Clock, IdSource, RealEstateShots, Repositories, StudioStore } from './ports.ts';
import type { IdempotencyInput, JobRecord } from './records.ts';
import {
  MAX_PROMPT,
  NO_JOB_INPUTS,
  styledPrompt,
  type ImageToTextInput,
  type ImageToVideoInput,
  type JobSettings,
  type TextToImageInput,
} from './job-inputs.ts';
import { StylesService } from './styles.service.ts';
import { DOES_NOT_EXIST, FieldCheck, isUuid } from './validation.ts';

interface Launch<K extends JobKind> {
  job: JobRecord;
  payload: (base: BasePayload) => JobPayloads[K];
}

type BasePayload = Pick<JobPayloads['text_to_image'], JobEnvelopeField>;

export class JobCreationService {
  readonly #store: StudioStore;
  readonly #clock: Clock;
  readonly #ids: IdSource;
  readonly #idempotency: IdempotencyGuard;
  readonly #launcher: JobLauncher<JobRecord, Repositories>;
  readonly #catalogue: Catalogue;
  readonly #subject: (kind: JobKind) => string;
  readonly #settings: JobSettings;
  readonly #keys: AssetKeys;
  readonly #realEstate: RealEstateShots;
  readonly #webhookUrls: WebhookUrlRules;

  constructor(deps: {
    store: StudioStore;
    clock: Clock;
    ids: IdSource;
    idempotency: IdempotencyGuard;
    launcher: JobLauncher<JobRecord, Repositories>;
    catalogue: Catalogue;
    subject: (kind: JobKind) => string;
    settings: JobSettings;
    keys: AssetKeys;
    realEstate: RealEstateShots;
    /** The webhooks service's rule for URLs it will POST to. */
    webhookUrls: WebhookUrlRules;
  }) {
    this.#store = deps.store;
    this.#clock = deps.clock;
    this.#ids = deps.ids;
    this.#idempotency = deps.idempotency;
    this.#launcher = deps.launcher;
    this.#catalogue = deps.catalogue;
    this.#subject = deps.subject;
    this.#settings = deps.settings;
    this.#keys = deps.keys;
    this.#realEstate = deps.realEstate;
    this.#webhookUrls = deps.webhookUrls;
  }

  /** The create's `webhook_url` checked (a field error when refused); null when absent. */
  #webhookUrl(check: FieldCheck, raw: string | undefined): Promise<string | null> {
    return checkJobWebhookUrl(check, raw, this.#webhookUrls);
  }

  #model(check: FieldCheck, name: string, kind: ModelKind, field = 'model_name') {
    const entry = this.#catalogue.get(name);
    const problem = this.#catalogue.choiceProblem(name, kind);
    if (!name) check.add(field, 'This field is required.');
    else if (problem) check.add(field, problem);
    return entry;
  }

  #price(name: string, units: number): Credits {
    return this.#catalogue.priceFor(name, units);
  }

  #newJob(
    accountId: string,
    fields: Partial<JobRecord> & Pick<JobRecord, 'kind' | 'modelName' | 'quote' | 'description'>,
  ): JobRecord {
    const queued = queuedJob(
      {
        id: this.#ids.next(),
        accountId,
        kind: fields.kind,
        quote: fields.quote,
        description: fields.description,
      },
      this.#clock.now(),
    );
    return { ...queued, ...NO_JOB_INPUTS, ...fields };
  }

  async #project(repos: Repositories, accountId: string, projectId: string): Promise<void> {
    if (!isUuid(projectId) || !(await repos.projects.exists(accountId, projectId))) throw notFound();
  }

  /**
   * The (project_real_estate, real_estate_shot) pair, checked with the real estate service: both
   * are required together, the project must be the account's and the shot the project's (else
   * field errors). Also resolves `image_asset` among that project's images. Null when the pair is
   * absent or incomplete.
   */
  async #realEstateShot(check: FieldCheck, accountId: string, input: ImageToTextInput, ask: boolean) {
    const projectId = input.projectRealEstate?.toLowerCase() ?? '';
    const shotId = input.realEstateShot?.toLowerCase() ?? '';
    // Both pairs at once is refused as a whole (non_field_errors).
    if ((!projectId && !shotId) || !ask) return null;
    if (!projectId)
      check.add('project_real_estate', 'This field is required when real_estate_shot is given.');
    if (!shotId) check.add('real_estate_shot', 'This field is required when project_real_estate is given.');
    if (!projectId || !shotId) return null;
    if (!isUuid(projectId)) {
      check.add('project_real_estate', DOES_NOT_EXIST(input.projectRealEstate ?? ''));
      return null;
    }
    const imageAssetId = isUuid(input.imageAsset) ? input.imageAsset.toLowerCase() : '';
    const found = await this.#realEstate.checkShotDescription({
      accountId,
      projectId,
      shotId: isUuid(shotId) ? shotId : '',
      imageAssetId,
    });
    if (!found.projectFound) check.add('project_real_estate', DOES_NOT_EXIST(input.projectRealEstate ?? ''));
    else if (!found.shotFound) check.add('real_estate_shot', DOES_NOT_EXIST(input.realEstateShot ?? ''));
    return { projectId, shotId, image: found.image };
  }

  async #readyImage(repos: Repositories, check: FieldCheck, accountId: string, field: string, id: string) {
    if (!id) {
      check.add(field, 'This field is required.');
      return null;
    }
    if (!isUuid(id)) {
      check.add(field, 'Must be a valid UUID.');
      return null;
    }
    const asset = await repos.assets.find('image', accountId, id);
    if (!asset) check.add(field, DOES_NOT_EXIST(id));
    else if (asset.status !== 'ready' || !asset.fileKey)
      check.add(field, 'The image upload is not complete.');
    return asset;
  }

  /** The job's bus message, checked against the schema the worker decodes it with. */
  #payload<K extends JobKind>(kind: K, launch: Launch<K>): JobPayloads[K] {
    const { job } = launch;
    const entry = this.#catalogue.get(job.modelName);
    // Every create validated its model against the same catalogue before it got here.
    if (!entry) throw new Error(`model ${job.modelName} is not in the catalogue`);
    const payload = launch.payload(
      jobEnvelope({
        owner: 'studio',
        job,
        modelName: job.modelName,
        route: this.#catalogue.routeOf(entry),
        limits: this.#settings,
        folders: this.#keys,
      }),
    );
    // A payload the worker would dead-letter is our bug.
    jobDecoders[kind](payload);
    return payload;
  }

  /** Job + key + outbox row in one transaction, committed once billing holds the credits. */
  async #launch<K extends JobKind>(
    kind: K,
    idem: IdempotencyInput | null,
    launch: Launch<K>,
  ): Promise<JobRecord> {
    // Built and checked before billing is asked, so that not even our own bug can put a hold and
    // its release in the ledger for a job that never existed.
    const payload = this.#payload(kind, launch);
    return this.#launcher.launch({
      job: launch.job,
      idem,
      resourceKind: `${kind}_job`,
      subject: this.#subject(kind),
      payload,
    });
  }

  async createTextToImage<T>(
    accountId: string,
    input: TextToImageInput,
    idem: IdempotencyInput | null,
    load: (id: string, created?: JobRecord) => Promise<T>,
  ) {
    const check = new FieldCheck();
    check.text('prompt', input.prompt, { min: 1, max: MAX_PROMPT });
    const entry = this.#model(check, input.modelName, 't2i');
    const modelConfig = parseModelConfig(check, input.modelConfigJson);
    if (entry) checkT2iConfig(check, entry.engine, modelConfig);
    const count = input.numRequestedImages;
    if (!Number.isInteger(count) || count < 1 || count > 10)
      check.add('num_requested_images', 'Must be an integer from 1 to 10.');
    const webhookUrl = await this.#webhookUrl(check, input.webhookUrl);
    const presets = await this.#store.read('jobs.t2i-references', async (repos) => {
      await this.#project(repos, accountId, input.projectId);
      check.throwIfAny();
      return StylesService.resolve(repos, accountId, input.styleSettings);
    });
    return this.#idempotency.run({
      accountId,
      idem,
      resourceKind: 'text_to_image_job',
      load,
      create: async () => {
        const job = this.#newJob(accountId, {
          kind: 'text_to_image',
          projectId: input.projectId.toLowerCase(),
          modelName: input.modelName,
          modelConfig,
          prompt: input.prompt,
          styleSettings: presets.map((p) => p.id),
          numRequestedImages: count,
          webhookUrl,
          quote: this.#price(input.modelName, count),
          description: `Text to image: ${count} image${count === 1 ? '' : 's'} with ${input.modelName}`,
        });
        const styled = styledPrompt(input.prompt, presets);
        await this.#launch('text_to_image', idem, {
          job,
          payload: (base) => ({
            ...base,
            prompt: styled.positive,
            negative_prompt: styled.negative,
            model_config: modelConfig,
            num_images: count,
          }),
        });
        return load(job.id, job);
      },
    });
  }

  async createImageToText<T>(
    accountId: string,
    input: ImageToTextInput,
    idem: IdempotencyInput | null,
    load: (id: string, created?: JobRecord) => Promise<T>,
  ) {
    const check = new FieldCheck();
    const fidelity = input.fidelityLevel || 'mid';
    if (!(FIDELITY_LEVELS as readonly string[]).includes(fidelity))
      check.add('fidelity_level', `"${fidelity}" is not a valid choice.`);
    const studioPair = Boolean(input.project || input.shot);
    const realEstatePair = Boolean(input.projectRealEstate || input.realEstateShot);
    if (studioPair && realEstatePair) {
      check.add(
        'non_field_errors',
        'Give either project and shot, or project_real_estate and real_estate_shot, not both.',
      );
    }
    if (input.shot && !input.project) check.add('project', 'This field is required when shot is given.');
    const realEstate = await this.#realEstateShot(check, accountId, input, !studioPair);
    const webhookUrl = await this.#webhookUrl(check, input.webhookUrl);
    const modelName = this.#settings.imageToTextModel;
    const image = await this.#store.read('jobs.i2t-references', async (repos) => {
      // With a real estate shot, the image may also be one of that project's images (the shot's).
      if (realEstate?.image) return { ...realEstate.image, fromRealEstate: true };
      const asset = await this.#readyImage(repos, check, accountId, 'image_asset', input.imageAsset);
      if (input.project) {
        if (!isUuid(input.project) || !(await repos.projects.exists(accountId, input.project)))
          check.add('project', DOES_NOT_EXIST(input.project));
        else if (
          input.shot &&
          (!isUuid(input.shot) || !(await repos.shots.find(accountId, input.project, input.shot)))
        ) {
          check.add('shot', DOES_NOT_EXIST(input.shot));
        }
      }
      return asset ? { id: asset.id, fileKey: asset.fileKey, fromRealEstate: false } : null;
    });
    check.throwIfAny();
    if (!image?.fileKey)
      throw validationError('Invalid input.', { image_asset: ['The image upload is not complete.'] });
    const imageKey = image.fileKey;
    return this.#idempotency.run({
      accountId,
      idem,
      resourceKind: 'image_to_text_job',
      load,
      create: async () => {
        const job = this.#newJob(accountId, {
          kind: 'image_to_text',
          projectId: input.project?.toLowerCase() ?? null,
          shotId: input.shot?.toLowerCase() ?? null,
          projectRealEstateId: realEstate ? realEstate.projectId : null,
          realEstateShotId: realEstate ? realEstate.shotId : null,
          modelName,
          imageAssetId: image.fromRealEstate ? null : image.id,
          realEstateImageId: image.fromRealEstate ? image.id : null,
          fidelityLevel: fidelity,
          webhookUrl,
          quote: this.#price(modelName, 1),
          description: `Image to text (${fidelity} fidelity) with ${modelName}`,
        });
        await this.#launch('image_to_text', idem, {
          job,
          payload: (base) => ({
            ...base,
            image_key: imageKey,
            fidelity_level: fidelity as JobPayloads['image_to_text']['fidelity_level'],
          }),
        });
        return load(job.id, job);
      },
    });
  }

  async createImageToVideo<T>(
    accountId: string,
    input: ImageToVideoInput,
    idem: IdempotencyInput | null,
    load: (id: string, created?: JobRecord) => Promise<T>,
  ) {
    const check = new FieldCheck();
    check.text('prompt', input.prompt, { max: MAX_PROMPT });
    this.#model(check, input.modelName, 'i2v');
    const modelConfig = parseModelConfig(check, input.modelConfigJson);
    const camera = cameraMovementOf(check, modelConfig);
    const resolution = input.requestedResolution || '720p';
    if (!(RESOLUTIONS as readonly string[]).includes(resolution))
      check.add('requested_resolution', `"${resolution}" is not a valid choice.`);
    const duration = input.requestedVideoDuration || 5;
    if (!Number.isInteger(duration) || duration < 2 || duration > 10)
      check.add('requested_video_duration', 'Must be an integer from 2 to 10.');
    const webhookUrl = await this.#webhookUrl(check, input.webhookUrl);
    const { image, presets } = await this.#store.read('jobs.i2v-references', async (repos) => {
      await this.#project(repos, accountId, input.projectId);
      const asset = await this.#readyImage(repos, check, accountId, 'start_frame', input.startFrame);
      check.throwIfAny();
      return { image: asset, presets: await StylesService.resolve(repos, accountId, input.styleSettings) };
    });
    const imageKey = image?.fileKey as string;
    return this.#idempotency.run({
      accountId,
      idem,
      resourceKind: 'image_to_video_job',
      load,
      create: async () => {
        const job = this.#newJob(accountId, {
          kind: 'image_to_video',
          projectId: input.projectId.toLowerCase(),
          modelName: input.modelName,
          modelConfig,
          prompt: input.prompt,
          styleSettings: presets.map((p) => p.id),
          imageAssetId: image?.id ?? null,
          requestedResolution: resolution,
          requestedVideoDuration: duration,
          cameraMovement: camera,
          webhookUrl,
          quote: this.#price(input.modelName, duration),
          description: `Image to video: ${duration} s at ${resolution} with ${input.modelName} (${camera})`,
        });
        const styled = styledPrompt(input.prompt, presets);
        await this.#launch('image_to_video', idem, {
          job,
          payload: (base) => ({
            ...base,
            image_key: imageKey,
            prompt: styled.positive,
            camera_movement: camera,
            resolution: resolution as JobPayloads['image_to_video']['resolution'],
            duration_s: duration,
            model_config: modelConfig,
          }),
        });
        return load(job.id, job);
      },
    });
  }
}
