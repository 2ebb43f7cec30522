// An account's webhook endpoints: create (the secret is shown once), list, read, update, delete,
// rotate the secret; and the deliveries of one endpoint with a redeliver action. Everything is
// scoped by the caller's account: another account's endpoint is not found.
import { checkWebhookUrl, type AddressPolicy, type Resolver } from '@platform/assets';
import { notFound, validationError } from '@platform/errors';
import { JOB_EVENT_TYPES } from '@platform/job-events';
import type { Clock, WebhooksStore } from './ports.ts';
import type { DeliveryView, EndpointRecord, Page, SigningSecretRecord, Slice } from './records.ts';
import { newSecret } from './signing.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface EndpointInput {
  url: string;
  events: string[];
  isActive?: boolean;
}

export interface EndpointChanges {
  url?: string;
  events?: string[];
  isActive?: boolean;
}

export class EndpointsService {
  readonly #store: WebhooksStore;
  readonly #clock: Clock;
  readonly #newId: () => string;
  readonly #policy: AddressPolicy;
  readonly #resolve: Resolver | undefined;
  readonly #allowHttp: boolean;
  readonly #allowCidrs: readonly string[];
  readonly #wake: () => void;

  constructor(deps: {
    store: WebhooksStore;
    clock: Clock;
    newId: () => string;
    /** The SSRF policy of external_url fetches. */
    policy: AddressPolicy;
    resolve?: Resolver;
    /** Local development only: plain http URLs. */
    allowHttp: boolean;
    /** The non-public ranges `policy` lets through, named in a refusal. */
    allowCidrs?: readonly string[];
    /** Tells the dispatcher a delivery became due (redeliver). */
    wake: () => void;
  }) {
    this.#store = deps.store;
    this.#clock = deps.clock;
    this.#newId = deps.newId;
    this.#policy = deps.policy;
    this.#resolve = deps.resolve;
    this.#allowHttp = deps.allowHttp;
    this.#allowCidrs = deps.allowCidrs ?? [];
    this.#wake = deps.wake;
  }

  async #checkUrl(raw: string): Promise<string> {
    const checked = await checkWebhookUrl(raw, {
      policy: this.#policy,
      resolve: this.#resolve,
      allowHttp: this.#allowHttp,
      allowCidrs: this.#allowCidrs,
    });
    if ('error' in checked) throw validationError('Invalid input.', { url: [checked.error] });
    return checked.url;
  }

  #checkEvents(events: string[]): string[] {
    const known = new Set<string>(JOB_EVENT_TYPES);
    const unique = [...new Set(events)];
    if (unique.length === 0)
      throw validationError('Invalid input.', { events: ['Name at least one event type, or "*".'] });
    if (unique.includes('*') && unique.length > 1)
      throw validationError('Invalid input.', { events: ['"*" stands alone.'] });
    const unknown = unique.filter((event) => event !== '*' && !known.has(event));
    if (unknown.length > 0)
      throw validationError('Invalid input.', {
        events: [`Unknown event types: ${unknown.join(', ')}. Known: ${JOB_EVENT_TYPES.join(', ')} or "*".`],
      });
    return unique;
  }

  async create(accountId: string, input: EndpointInput): Promise<EndpointRecord> {
    const url = await this.#checkUrl(input.url);
    const events = this.#checkEvents(input.events);
    const now = this.#clock.now();
    const endpoint: EndpointRecord = {
      id: this.#newId(),
      accountId,
      url,
      events,
      isActive: input.isActive ?? true,
      secret: newSecret(),
      disabledReason: null,
      // Job-scoped endpoints are made by the job events consumer from a job create's webhook_url.
      jobId: null,
      createdAt: now,
      updatedAt: now,
    };
    await this.#store.transaction('endpoints.create', (repos) => repos.endpoints.insert(endpoint));
    return endpoint;
  }

  list(accountId: string, page: Page): Promise<Slice<EndpointRecord>> {
    return this.#store.read('endpoints.list', (repos) => repos.endpoints.list(accountId, page));
  }

  async get(accountId: string, id: string): Promise<EndpointRecord> {
    if (!UUID.test(id)) throw notFound();
    const found = await this.#store.read('endpoints.get', (repos) =>
      repos.endpoints.find(accountId, id.toLowerCase()),
    );
    if (!found) throw notFound();
    return found;
  }

  async update(accountId: string, id: string, changes: EndpointChanges): Promise<EndpointRecord> {
    if (!UUID.test(id)) throw notFound();
    const url = changes.url === undefined ? undefined : await this.#checkUrl(changes.url);
    const events = changes.events === undefined ? undefined : this.#checkEvents(changes.events);
    return this.#store.transaction('endpoints.update', async (repos) => {
      const found = await repos.endpoints.find(accountId, id.toLowerCase(), { lock: true });
      if (!found) throw notFound();
      const isActive = changes.isActive ?? found.isActive;
      const updated: EndpointRecord = {
        ...found,
        url: url ?? found.url,
        events: events ?? found.events,
        isActive,
        // Turning an endpoint on again clears why it was turned off.
        disabledReason: isActive ? null : found.disabledReason,
        updatedAt: this.#clock.now(),
      };
      await repos.endpoints.update(updated);
      if (isActive && !found.isActive) this.#wake();
      return updated;
    });
  }

  async delete(accountId: string, id: string): Promise<void> {
    if (!UUID.test(id)) throw notFound();
    const deleted = await this.#store.transaction('endpoints.delete', (repos) =>
      repos.endpoints.delete(accountId, id.toLowerCase()),
    );
    if (!deleted) throw notFound();
  }

  async rotate(accountId: string, id: string): Promise<EndpointRecord> {
    if (!UUID.test(id)) throw notFound();
    return this.#store.transaction('endpoints.rotate', async (repos) => {
      const found = await repos.endpoints.find(accountId, id.toLowerCase(), { lock: true });
      if (!found) throw notFound();
      const updated = { ...found, secret: newSecret(), updatedAt: this.#clock.now() };
      await repos.endpoints.update(updated);
      return updated;
    });
  }

  /**
   * The account's signing secret: it signs the deliveries to its jobs' own `webhook_url`s (an
   * account endpoint signs with its own). Made on first read, so a client can fetch it before
   * its first job.
   */
  signingSecret(accountId: string): Promise<SigningSecretRecord> {
    return this.#store.transaction('signing-secret.get', (repos) =>
      repos.signingSecrets.ensure(accountId, newSecret(), this.#clock.now()),
    );
  }

  /** A new signing secret; the old one stops signing at once (deliveries are signed when sent). */
  rotateSigningSecret(accountId: string): Promise<SigningSecretRecord> {
    return this.#store.transaction('signing-secret.rotate', (repos) =>
      repos.signingSecrets.replace(accountId, newSecret(), this.#clock.now()),
    );
  }

  async deliveries(accountId: string, endpointId: string, page: Page): Promise<Slice<DeliveryView>> {
    const endpoint = await this.get(accountId, endpointId);
    return this.#store.read('deliveries.list', (repos) => repos.deliveries.list(endpoint.id, page));
  }

  /** Makes the delivery due now (a new attempt with the same webhook-id). */
  async redeliver(accountId: string, endpointId: string, deliveryId: string): Promise<DeliveryView> {
    const endpoint = await this.get(accountId, endpointId);
    if (!UUID.test(deliveryId)) throw notFound();
    const view = await this.#store.transaction('deliveries.redeliver', async (repos) => {
      const found = await repos.deliveries.find(endpoint.id, deliveryId.toLowerCase());
      if (!found) throw notFound();
      const at = this.#clock.now();
      await repos.deliveries.reschedule(found.id, at);
      return { ...found, status: 'pending' as const, nextAttemptAt: at };
    });
    this.#wake();
    return view;
  }
}
