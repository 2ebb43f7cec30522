// Endpoints in SQL. Every read names the account, so another account's endpoint is never found.
import type { EntityManager } from '@platform/db';
import type { EndpointsRepository } from '../domain/ports.ts';
import type { EndpointRecord, Page, Slice } from '../domain/records.ts';
import { endpoints } from './tables.ts';

type Row = Record<string, unknown>;

const toRecord = (row: Row): EndpointRecord => endpoints.decode(row);

export class SqlEndpoints implements EndpointsRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async insert(e: EndpointRecord): Promise<void> {
    await this.#em.execute(...endpoints.insert(e));
  }

  async insertForJob(e: EndpointRecord & { jobId: string }): Promise<void> {
    await this.#em.execute(
      ...endpoints.insert(e, 'on conflict (job_id) where job_id is not null do nothing'),
    );
  }

  async find(
    accountId: string,
    id: string,
    options: { lock?: boolean } = {},
  ): Promise<EndpointRecord | null> {
    // Job-scoped endpoints (a job create's webhook_url) are the service's own: not the API's to read or change.
    const rows = await this.#em.execute<Row[]>(
      `select * from webhooks.endpoints where account_id = ? and id = ? and job_id is null${options.lock ? ' for update' : ''}`,
      [accountId, id],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async list(accountId: string, page: Page): Promise<Slice<EndpointRecord>> {
    const [count] = await this.#em.execute<{ count: string }[]>(
      'select count(*)::text as count from webhooks.endpoints where account_id = ? and job_id is null',
      [accountId],
    );
    const rows = await this.#em.execute<Row[]>(
      `select * from webhooks.endpoints where account_id = ? and job_id is null order by created_at, id limit ? offset ?`,
      [accountId, page.limit, page.offset],
    );
    return { count: Number(count?.count ?? 0), results: rows.map(toRecord) };
  }

  async update(e: EndpointRecord): Promise<void> {
    const { url, events, isActive, secret, disabledReason, updatedAt } = e;
    const [set, params] = endpoints.set({ url, events, isActive, secret, disabledReason, updatedAt });
    await this.#em.execute(`update ${endpoints.name} set ${set} where id = ? and account_id = ?`, [
      ...params,
      e.id,
      e.accountId,
    ]);
  }

  async delete(accountId: string, id: string): Promise<boolean> {
    const rows = await this.#em.execute<{ id: string }[]>(
      'delete from webhooks.endpoints where account_id = ? and id = ? and job_id is null returning id',
      [accountId, id],
    );
    return rows.length > 0;
  }

  async subscribers(accountId: string, jobId: string): Promise<EndpointRecord[]> {
    const rows = await this.#em.execute<Row[]>(
      `select * from webhooks.endpoints where account_id = ? and is_active and (job_id is null or job_id::text = ?)`,
      [accountId, jobId],
    );
    return rows.map(toRecord);
  }

  async disable(id: string, reason: string, at: Date): Promise<void> {
    await this.#em.execute(
      'update webhooks.endpoints set is_active = false, disabled_reason = ?, updated_at = greatest(updated_at, ?) where id = ?',
      [reason, at, id],
    );
  }
}
