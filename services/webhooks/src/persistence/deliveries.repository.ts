// Deliveries and their attempts in SQL. Claiming uses FOR UPDATE SKIP LOCKED and moves the
// delivery's next attempt to the lease's end in the same statement, so two dispatchers never
// send one delivery at once and a dispatcher that dies mid-send leaves it due again later. A
// job-scoped endpoint's deliveries are signed with the account's signing secret as it is now.
import { timestampFromRow, type EntityManager } from '@platform/db';
import type { DeliveriesRepository } from '../domain/ports.ts';
import type {
  AttemptRecord,
  DeliveryRecord,
  DeliveryView,
  DueDelivery,
  Page,
  Slice,
} from '../domain/records.ts';
import { attempts, deliveries } from './tables.ts';

type Row = Record<string, unknown>;

const toRecord = (row: Row): DeliveryRecord => deliveries.decode(row);

export class SqlDeliveries implements DeliveriesRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async insert(d: DeliveryRecord): Promise<boolean> {
    const rows = await this.#em.execute<{ id: string }[]>(
      ...deliveries.insert(d, 'on conflict (endpoint_id, event_id) do nothing returning id'),
    );
    return rows.length > 0;
  }

  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<DueDelivery[]> {
    const rows = await this.#em.execute<Row[]>(
      `with due as (
         select d.id from webhooks.deliveries d join webhooks.endpoints e on e.id = d.endpoint_id
         where d.status = 'pending' and d.next_attempt_at <= ? and e.is_active
         order by d.next_attempt_at limit ? for update of d skip locked
       )
       update webhooks.deliveries d set next_attempt_at = ? from due, webhooks.endpoints e
         left join webhooks.signing_secrets s on s.account_id = e.account_id
       where d.id = due.id and e.id = d.endpoint_id
       returning d.*, e.url, case when e.job_id is null then e.secret else coalesce(s.secret, e.secret) end as secret, e.account_id::text as account_id`,
      [now, limit, leaseUntil],
    );
    return rows.map((row) => ({
      ...toRecord(row),
      url: String(row.url),
      secret: String(row.secret),
      accountId: String(row.account_id),
    }));
  }

  async recordAttempt(
    deliveryId: string,
    a: AttemptRecord,
    next: { status: DeliveryRecord['status']; nextAttemptAt: Date | null },
  ): Promise<void> {
    await this.#em.execute(...attempts.insert({ ...a, deliveryId, error: a.error.slice(0, 500) }));
    await this.#em.execute(
      'update webhooks.deliveries set attempts = attempts + 1, status = ?, next_attempt_at = ? where id = ?',
      [next.status, next.nextAttemptAt, deliveryId],
    );
  }

  async #withAttempts(rows: Row[]): Promise<DeliveryView[]> {
    if (rows.length === 0) return [];
    const records = rows.map(toRecord);
    const attemptRows = await this.#em.execute<Row[]>(
      'select * from webhooks.attempts where delivery_id = any(?::uuid[]) order by id',
      [`{${records.map((record) => record.id).join(',')}}`],
    );
    const made = attemptRows.map((row) => attempts.decode(row));
    return records.map((record) => ({
      ...record,
      attemptList: made
        .filter((attempt) => attempt.deliveryId === record.id)
        .map(({ attemptedAt, statusCode, error, durationMs }) => ({
          attemptedAt,
          statusCode,
          error,
          durationMs,
        })),
    }));
  }

  async list(endpointId: string, page: Page): Promise<Slice<DeliveryView>> {
    const [count] = await this.#em.execute<{ count: string }[]>(
      'select count(*)::text as count from webhooks.deliveries where endpoint_id = ?',
      [endpointId],
    );
    const rows = await this.#em.execute<Row[]>(
      `select d.* from webhooks.deliveries d where d.endpoint_id = ? order by d.created_at desc, d.id desc limit ? offset ?`,
      [endpointId, page.limit, page.offset],
    );
    return { count: Number(count?.count ?? 0), results: await this.#withAttempts(rows) };
  }

  async find(endpointId: string, id: string): Promise<DeliveryView | null> {
    const rows = await this.#em.execute<Row[]>(
      `select d.* from webhooks.deliveries d where d.endpoint_id = ? and d.id = ?`,
      [endpointId, id],
    );
    return (await this.#withAttempts(rows))[0] ?? null;
  }

  async reschedule(id: string, at: Date): Promise<void> {
    await this.#em.execute(
      "update webhooks.deliveries set status = 'pending', next_attempt_at = ? where id = ?",
      [at, id],
    );
  }

  async nextDueAt(): Promise<Date | null> {
    const [row] = await this.#em.execute<{ at: unknown }[]>(
      `select min(d.next_attempt_at) as at from webhooks.deliveries d join webhooks.endpoints e on e.id = d.endpoint_id where d.status = 'pending' and e.is_active`,
    );
    return row?.at ? timestampFromRow(row.at) : null;
  }
}
