// Reusable agent profiles. The contract's limits: first_name 20, last_name 26, contact_number
// 30, contact_email 40 characters, and the email must be valid.
import { basename } from 'node:path';
import type { AssetIngest, AssetKeys } from '@platform/assets';
import { FieldCheck, isUuid, notFound, validationError } from '@platform/errors';
import type { Clock, IdSource, ObjectStore, RealEstateStore } from './ports.ts';
import type { AgentFields, AgentRecord, Page, Slice, StoredImage } from './records.ts';

export const AGENT_LIMITS: Record<keyof AgentFields, number> = { first_name: 20, last_name: 26, contact_number: 30, contact_email: 40 };
const AGENT_FIELDS = Object.keys(AGENT_LIMITS) as (keyof AgentFields)[];
// The practical subset of RFC 5322 that mail systems accept: one @, a dotted domain, no spaces.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const PHONE = /^[0-9+()\-.\s]*$/;

export const agentFullName = (fields: AgentFields): string =>
  [fields.first_name, fields.last_name].map((part) => part.trim()).filter((part) => part !== '').join(' ');

/** `replace` (PUT): absent fields become empty; otherwise (create, PATCH) absent fields stay. */
export function checkAgentFields(current: AgentFields, input: Partial<AgentFields>, replace: boolean): AgentFields {
  const check = new FieldCheck();
  const next = { ...current };
  for (const field of AGENT_FIELDS) {
    const value = input[field] ?? (replace ? '' : undefined);
    if (value === undefined) continue;
    next[field] = check.text(field, value.trim(), { max: AGENT_LIMITS[field] });
  }
  if (next.contact_email !== '' && !EMAIL.test(next.contact_email)) check.add('contact_email', 'Enter a valid email address.');
  if (!PHONE.test(next.contact_number)) check.add('contact_number', 'Use digits, spaces and + ( ) - . only.');
  check.throwIfAny();
  return next;
}

export class AgentsService {
  readonly #store: RealEstateStore;
  readonly #clock: Clock;
  readonly #ids: IdSource;

  readonly #photos: { ingest: AssetIngest; keys: AssetKeys; objects: ObjectStore; maxBytes: number; logError: (err: unknown, message: string) => void };

  constructor(deps: {
    store: RealEstateStore;
    clock: Clock;
    ids: IdSource;
    photos: { ingest: AssetIngest; keys: AssetKeys; objects: ObjectStore; maxBytes: number; logError: (err: unknown, message: string) => void };
  }) {
    this.#store = deps.store;
    this.#clock = deps.clock;
    this.#ids = deps.ids;
    this.#photos = deps.photos;
  }

  /** A staged upload becomes the agent's photo (measured like every image); the old one's files go. */
  async setPhoto(accountId: string, id: string, stagingKey: string, fileName: string): Promise<AgentRecord> {
    const { ingest, keys, objects, maxBytes, logError } = this.#photos;
    try {
      if (!keys.isStagingKeyOf(accountId, stagingKey)) throw validationError('Invalid staging key.');
      await this.get(accountId, id);
      const photoId = this.#ids.next();
      const stored = await ingest.fromStaging({ type: 'image', accountId, assetId: photoId }, stagingKey, maxBytes);
      const photo: StoredImage = {
        id: photoId,
        name: basename(fileName).trim().slice(0, 255) || 'profile-photo',
        key: stored.fileKey,
        thumbnailKey: stored.thumbnailKey,
        width: stored.width,
        height: stored.height,
        size: stored.fileSize,
        createdAt: this.#clock.now(),
      };
      let previous: StoredImage | null = null;
      try {
        await this.#store.transaction('agents.set-photo', async (repos) => {
          const agent = await repos.agents.find(accountId, id, { lock: true });
          if (!agent) throw notFound();
          previous = agent.profilePhoto;
          await repos.agents.setPhoto(id, photo, this.#clock.now());
        });
      } catch (err) {
        await ingest.remove(stored).catch((removeErr: unknown) => logError(removeErr, 'removing an unrecorded agent photo failed'));
        throw err;
      }
      await this.#removePhoto(previous);
      return this.get(accountId, id);
    } finally {
      await objects.remove(stagingKey).catch((err: unknown) => logError(err, 'removing a staging object failed'));
    }
  }

  async deletePhoto(accountId: string, id: string): Promise<AgentRecord> {
    if (!isUuid(id)) throw notFound();
    const previous = await this.#store.transaction('agents.delete-photo', async (repos) => {
      const agent = await repos.agents.find(accountId, id, { lock: true });
      if (!agent) throw notFound();
      await repos.agents.setPhoto(id, null, this.#clock.now());
      return agent.profilePhoto;
    });
    await this.#removePhoto(previous);
    return this.get(accountId, id);
  }

  async #removePhoto(photo: StoredImage | null): Promise<void> {
    if (!photo) return;
    await this.#photos.ingest
      .remove({ fileKey: photo.key, thumbnailKey: photo.thumbnailKey, lastFrameKey: null })
      .catch((err: unknown) => this.#photos.logError(err, 'removing an agent photo failed'));
  }

  async create(accountId: string, input: Partial<AgentFields>): Promise<AgentRecord> {
    const fields = checkAgentFields({ first_name: '', last_name: '', contact_number: '', contact_email: '' }, input, true);
    const now = this.#clock.now();
    const agent: AgentRecord = { id: this.#ids.next(), accountId, fields, profilePhoto: null, createdAt: now, updatedAt: now };
    await this.#store.transaction('agents.create', (repos) => repos.agents.insert(agent));
    return agent;
  }

  async get(accountId: string, id: string): Promise<AgentRecord> {
    if (!isUuid(id)) throw notFound();
    const agent = await this.#store.read('agents.get', (repos) => repos.agents.find(accountId, id));
    if (!agent) throw notFound();
    return agent;
  }

  list(accountId: string, page: Page): Promise<Slice<AgentRecord>> {
    return this.#store.read('agents.list', (repos) => repos.agents.list(accountId, page));
  }

  async update(accountId: string, id: string, input: Partial<AgentFields>, replace: boolean): Promise<AgentRecord> {
    if (!isUuid(id)) throw notFound();
    return this.#store.transaction('agents.update', async (repos) => {
      const agent = await repos.agents.find(accountId, id, { lock: true });
      if (!agent) throw notFound();
      const fields = checkAgentFields(agent.fields, input, replace);
      const updatedAt = this.#clock.now();
      await repos.agents.update(id, fields, updatedAt);
      return { ...agent, fields, updatedAt };
    });
  }

  async delete(accountId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound();
    const agent = await this.#store.transaction('agents.delete', async (repos) => {
      const found = await repos.agents.find(accountId, id, { lock: true });
      if (!found) throw notFound();
      await repos.agents.delete(id);
      return found;
    });
    await this.#removePhoto(agent.profilePhoto);
  }
}
