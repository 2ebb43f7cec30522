// One file over 300 lines: one resource's operations (create, read, list, update, delete) over the same
// rules.
// Real estate projects: create, read, list (ranges, ordering, paging), update, delete with their
// stored files, and the snapshots of an agent or a brand kit copied into a project.
import { notFound, validationError, isUuid } from '@platform/errors';
import type { Clock, IdSource, ObjectStore, RealEstateStore, Repositories } from './ports.ts';
import {
  applyChanges,
  defaultSettings,
  type ProjectChanges,
  type ProjectSettings,
  type SettingsContext,
} from './project-settings.ts';
import {
  PROJECT_ORDERINGS,
  type AgentRecord,
  type BrandKitRecord,
  type Page,
  type ProjectOrderColumn,
  type ProjectQuery,
  type ProjectRecord,
  type Slice,
} from './records.ts';
import { agentFullName } from './agents.service.ts';
import type { AssetsService } from './assets.service.ts';
import { libraryTrack } from './music.service.ts';

export interface ProjectListRequest {
  createdAfter: string;
  createdBefore: string;
  updatedAfter: string;
  updatedBefore: string;
  ordering: string;
}

export class ProjectsService {
  readonly #store: RealEstateStore;
  readonly #clock: Clock;
  readonly #ids: IdSource;
  readonly #objects: ObjectStore;
  readonly #context: SettingsContext;
  readonly #logError: (err: unknown, message: string) => void;
  readonly #assets: AssetsService;

  constructor(deps: {
    store: RealEstateStore;
    clock: Clock;
    ids: IdSource;
    objects: ObjectStore;
    context: SettingsContext;
    assets: AssetsService;
    logError: (err: unknown, message: string) => void;
  }) {
    this.#assets = deps.assets;
    this.#store = deps.store;
    this.#clock = deps.clock;
    this.#ids = deps.ids;
    this.#objects = deps.objects;
    this.#context = deps.context;
    this.#logError = deps.logError;
  }

  async create(accountId: string, changes: ProjectChanges): Promise<ProjectRecord> {
    if (changes.name === undefined)
      throw validationError('Invalid input.', { name: ['This field is required.'] });
    const settings = applyChanges(defaultSettings(''), changes, this.#context);
    const id = this.#ids.next();
    return this.#store.transaction('projects.create', async (repos) => {
      await this.#checkReferences(repos, id, settings, changes);
      await repos.projects.insert({ id, accountId, settings, createdAt: this.#clock.now() });
      return (await repos.projects.find(accountId, id))!;
    });
  }

  async get(accountId: string, id: string): Promise<ProjectRecord> {
    if (!isUuid(id)) throw notFound();
    const project = await this.#store.read('projects.get', (repos) => repos.projects.find(accountId, id));
    if (!project) throw notFound();
    return project;
  }

  list(accountId: string, request: ProjectListRequest, page: Page): Promise<Slice<ProjectRecord>> {
    const query = projectQuery(request);
    return this.#store.read('projects.list', (repos) => repos.projects.list(accountId, query, page));
  }

  async update(accountId: string, id: string, changes: ProjectChanges): Promise<ProjectRecord> {
    if (!isUuid(id)) throw notFound();
    return this.#store.transaction('projects.update', async (repos) => {
      const current = await repos.projects.find(accountId, id, { lock: true });
      if (!current) throw notFound();
      const settings = applyChanges(current.settings, changes, this.#context);
      await this.#checkReferences(repos, id, settings, changes);
      await repos.projects.update(id, settings, this.#clock.now());
      return (await repos.projects.find(accountId, id))!;
    });
  }

  /** Deletes the project with its shots and assets, then their stored files. */
  async delete(accountId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound();
    const keys = await this.#store.transaction('projects.delete', async (repos) => {
      const project = await repos.projects.find(accountId, id, { lock: true });
      if (!project) throw notFound();
      // Their credits are still held: the client cancels them or waits until they end.
      if ((await repos.jobs.countActiveInProject(id)) > 0)
        throw validationError(
          'The project has queued or running jobs (shot videos, voiceovers or renders); cancel them or wait until they end.',
        );
      const fileKeys = await repos.projects.fileKeys(id);
      await repos.projects.delete(id);
      return fileKeys;
    });
    // After the commit: a file whose removal fails is only an orphan, never a record without its file.
    for (const key of keys)
      await this.#objects
        .remove(key)
        .catch((err: unknown) => this.#logError(err, 'removing a file of a deleted project failed'));
  }

  /**
   * Copies the agent's current details into the project's outro; no link is kept. The photo is
   * copied too, as an image asset of the project, so a later change of the agent's photo leaves it.
   */
  async applyAgent(accountId: string, projectId: string, agentId: string): Promise<ProjectRecord> {
    if (!isUuid(projectId)) throw notFound();
    const { project, agent } = await this.#store.read('projects.apply-agent-read', async (repos) => ({
      project: await repos.projects.find(accountId, projectId),
      agent: isUuid(agentId) ? await repos.agents.find(accountId, agentId) : null,
    }));
    if (!project) throw notFound();
    if (!agent)
      throw validationError('Invalid input.', {
        agent: [`Invalid pk "${agentId}" - object does not exist.`],
      });
    const name = `${agentFullName(agent.fields) || 'Agent'} photo`;
    const photo = agent.profilePhoto
      ? await this.#assets.copyStored(
          { kind: 'image', accountId, projectId, name, source: 'upload' },
          agent.profilePhoto.key,
        )
      : null;
    try {
      return await this.#apply(accountId, projectId, 'agent', agentId, async (repos, settings) => {
        const recorded = photo ? await this.#assets.record(repos, photo) : null;
        const snapshot = { ...agentSnapshot(agent, this.#clock.now()), profile_photo: recorded?.id ?? null };
        return { outro_template_overrides: { ...settings.outro_template_overrides, agent: snapshot } };
      });
    } catch (err) {
      if (photo) await this.#assets.discard([photo]);
      throw err;
    }
  }

  /** Copies the kit's settings into the project, its logo as an image asset of the project; no link is kept. */
  async applyBrandKit(accountId: string, projectId: string, kitId: string): Promise<ProjectRecord> {
    if (!isUuid(projectId)) throw notFound();
    const { project, kit } = await this.#store.read('projects.apply-brand-kit-read', async (repos) => ({
      project: await repos.projects.find(accountId, projectId),
      kit: isUuid(kitId) ? await repos.brandKits.find(accountId, kitId) : null,
    }));
    if (!project) throw notFound();
    if (!kit)
      throw validationError('Invalid input.', {
        brand_kit: [`Invalid pk "${kitId}" - object does not exist.`],
      });
    const logo = kit.logo
      ? await this.#assets.copyStored(
          { kind: 'image', accountId, projectId, name: `${kit.settings.name} logo`, source: 'upload' },
          kit.logo.key,
        )
      : null;
    try {
      return await this.#apply(accountId, projectId, 'brand_kit', kitId, async (repos, settings) => {
        const recorded = logo ? await this.#assets.record(repos, logo) : null;
        return { ...brandKitChanges(kit, settings), ...(recorded ? { logo_asset: recorded.id } : {}) };
      });
    } catch (err) {
      if (logo) await this.#assets.discard([logo]);
      throw err;
    }
  }

  async #apply(
    accountId: string,
    projectId: string,
    field: string,
    sourceId: string,
    changesOf: (repos: Repositories, settings: ProjectSettings) => Promise<ProjectChanges | null>,
  ): Promise<ProjectRecord> {
    if (!isUuid(projectId)) throw notFound();
    return this.#store.transaction(`projects.apply-${field}`, async (repos) => {
      const project = await repos.projects.find(accountId, projectId, { lock: true });
      if (!project) throw notFound();
      const changes = await changesOf(repos, project.settings);
      if (!changes)
        throw validationError('Invalid input.', {
          [field]: [`Invalid pk "${sourceId}" - object does not exist.`],
        });
      await repos.projects.update(
        projectId,
        applyChanges(project.settings, changes, this.#context),
        this.#clock.now(),
      );
      return (await repos.projects.find(accountId, projectId))!;
    });
  }

  /** Asset references must name ready assets of this very project. */
  async #checkReferences(
    repos: Repositories,
    projectId: string,
    settings: ProjectSettings,
    changes: ProjectChanges,
  ): Promise<void> {
    const errors: Record<string, string[]> = {};
    if (
      changes.logo_asset &&
      settings.logo_asset &&
      !(await repos.projects.hasAsset(projectId, 'image', settings.logo_asset))
    ) {
      errors.logo_asset = [`Invalid pk "${settings.logo_asset}" - object does not exist.`];
    }
    // Music: an audio asset of this project or a track of the built-in library.
    const music = settings.background_music;
    if (
      changes.background_music &&
      music &&
      !libraryTrack(music) &&
      !(await repos.projects.hasAsset(projectId, 'audio', music))
    ) {
      errors.background_music = [`Invalid pk "${settings.background_music}" - object does not exist.`];
    }
    if (Object.keys(errors).length > 0) throw validationError('Invalid input.', errors);
  }
}

export function agentSnapshot(agent: AgentRecord, now: Date): Record<string, unknown> {
  return {
    ...agent.fields,
    full_name: agentFullName(agent.fields),
    source_agent: agent.id,
    copied_at: now.toISOString(),
  };
}

/** What applying a kit changes: templates, voice, music and its volume, colours and font. */
export function brandKitChanges(kit: BrandKitRecord, settings: ProjectSettings): ProjectChanges {
  const brand = {
    primary_color: kit.settings.primary_color,
    secondary_color: kit.settings.secondary_color,
    font: kit.settings.font,
    source_brand_kit: kit.id,
  };
  return {
    intro_template_key: kit.settings.intro_template_key,
    outro_template_key: kit.settings.outro_template_key,
    intro_template_overrides: { ...settings.intro_template_overrides, brand },
    outro_template_overrides: { ...settings.outro_template_overrides, brand },
    speaker_voice: kit.settings.speaker_voice ?? settings.speaker_voice,
    // A kit without music leaves the project's music (which may be a project asset) as it is.
    background_music: kit.settings.background_music ?? settings.background_music,
    background_music_volume: kit.settings.background_music_volume,
  };
}

/** Parses the list's ranges and ordering; a bad range is a 400, an unknown ordering is ignored. */
export function projectQuery(request: ProjectListRequest): ProjectQuery {
  const errors: Record<string, string[]> = {};
  const bound = (field: string, value: string, endOfDay: boolean): Date | null => {
    if (value === '') return null;
    const parsed = parseBound(value, endOfDay);
    if (!parsed) errors[field] = ['Enter a valid date or date-time (ISO 8601).'];
    return parsed;
  };
  const query: ProjectQuery = {
    createdAfter: bound('created_at_after', request.createdAfter, false),
    createdBefore: bound('created_at_before', request.createdBefore, true),
    updatedAfter: bound('updated_at_after', request.updatedAfter, false),
    updatedBefore: bound('updated_at_before', request.updatedBefore, true),
    orderBy: 'updated_at',
    descending: true,
  };
  if (Object.keys(errors).length > 0) throw validationError('Invalid input.', errors);
  const descending = request.ordering.startsWith('-');
  const column = descending ? request.ordering.slice(1) : request.ordering;
  if ((PROJECT_ORDERINGS as readonly string[]).includes(column)) {
    query.orderBy = column as ProjectOrderColumn;
    query.descending = descending;
  }
  return query;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * A date alone covers the whole day (UTC), inclusive at both ends: `..._before=2026-11-25`
 * includes everything on the 25th. A date-time without a zone is taken as UTC.
 */
export function parseBound(value: string, endOfDay: boolean): Date | null {
  if (DATE_ONLY.test(value)) {
    const day = new Date(`${value}T00:00:00.000Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) return null;
    return endOfDay ? new Date(day.getTime() + 86_400_000 - 1) : day;
  }
  if (!DATE_TIME.test(value)) return null;
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}Z`;
  const parsed = new Date(zoned.replace(' ', 'T'));
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}
