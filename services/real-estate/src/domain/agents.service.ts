// Reusable agent profiles. The contract's limits: first_name 20, last_name 26, contact_number
// 30, contact_email 40 characters, and the email must be valid.
import { FieldCheck, isUuid, notFound } from '@platform/errors';
import type { AccountImages, ImageSlot } from './account-images.ts';
import type { Clock, IdSource, RealEstateStore } from './ports.ts';
import type { AgentFields, AgentRecord, Page, Slice } from './records.ts';

export const AGENT_LIMITS: Record<keyof AgentFields, number> = {
  first_name: 20,
  last_name: 26,
  contact_number: 30,
  contact_email: 40,
};
const AGENT_FIELDS = Object.keys(AGENT_LIMITS) as (keyof AgentFields)[];
// The practical subset of RFC 5322 that mail systems accept: one @, a dotted domain, no spaces.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const PHONE = /^[0-9+()\-.\s]*$/;

export const agentFullName = (fields: AgentFields): string =>
  [fields.first_name, fields.last_name]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');

/** `replace` (PUT): absent fields become empty; otherwise (create, PATCH) absent fields stay. */
export function checkAgentFields(
  current: AgentFields,
  input: Partial<AgentFields>,
  replace: boolean,
): AgentFields {
  const check = new FieldCheck();
  const next = { ...current };
  for (const field of AGENT_FIELDS) {
    const value = input[field] ?? (replace ? '' : undefined);
    if (value === undefined) continue;
    next[field] = check.text(field, value.trim(), { max: AGENT_LIMITS[field] });
  }
  if (next.contact_email !== '' && !EMAIL.test(next.contact_email))
    check.add('contact_email', 'Enter a valid email address.');
  if (!PHONE.test(next.contact_number)) check.add('contact_number', 'Use digits, spaces and + ( ) - . only.');
  check.throwIfAny();
  return next;
}

export class AgentsService {
  readonly #store: RealEstateStore;
  readonly #clock: Clock;
  readonly #ids: IdSource;

  readonly #images: AccountImages;

  constructor(deps: { store: RealEstateStore; clock: Clock; ids: IdSource; images: AccountImages }) {
    this.#store = deps.store;
    this.#clock = deps.clock;
    this.#ids = deps.ids;
    this.#images = deps.images;
  }

  /** A staged upload becomes the agent's photo (measured like every image); the old one's files go. */
  async setPhoto(accountId: string, id: string, stagingKey: string, fileName: string): Promise<AgentRecord> {
    if (!isUuid(id)) throw notFound();
    await this.get(accountId, id);
    await this.#images.putFromStaging(
      accountId,
      stagingKey,
      fileName,
      'profile-photo',
      this.#photoSlot(accountId, id, 'agents.set-photo'),
    );
    return this.get(accountId, id);
  }

  async deletePhoto(accountId: string, id: string): Promise<AgentRecord> {
    if (!isUuid(id)) throw notFound();
    await this.#images.clear(this.#photoSlot(accountId, id, 'agents.delete-photo'));
    return this.get(accountId, id);
  }

  /** The agent's photo, swapped under the agent's row lock. */
  #photoSlot(accountId: string, id: string, operation: string): ImageSlot {
    return (photo) =>
      this.#store.transaction(operation, async (repos) => {
        const agent = await repos.agents.find(accountId, id, { lock: true });
        if (!agent) throw notFound();
        await repos.agents.setPhoto(id, photo, this.#clock.now());
        return agent.profilePhoto;
      });
  }

  async create(accountId: string, input: Partial<AgentFields>): Promise<AgentRecord> {
    const fields = checkAgentFields(
      { first_name: '', last_name: '', contact_number: '', contact_email: '' },
      input,
      true,
    );
    const now = this.#clock.now();
    const agent: AgentRecord = {
      id: this.#ids.next(),
      accountId,
      fields,
      profilePhoto: null,
      createdAt: now,
      updatedAt: now,
    };
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

  async update(
    accountId: string,
    id: string,
    input: Partial<AgentFields>,
    replace: boolean,
  ): Promise<AgentRecord> {
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
    await this.#images.remove(agent.profilePhoto);
  }
}
