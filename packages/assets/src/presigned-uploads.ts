// The pre-signed upload flow every service offers for large files: the service records a pending
// upload whose staging key is named by its id and hands the client a PUT URL with the content type
// and size pinned into the signature; finalize measures the object once, however many finalize
// calls race, and leaves nothing of a bad file; a sweep discards uploads nobody finalized.
// The records stay the service's (its tables, its transactions): it reaches them through the small
// ports below, and this code holds the order of steps that keeps records and objects consistent.
import { notFound, validationError, type FieldCheck } from '@platform/errors';
import type { AssetIngest, IngestTarget } from './asset-ingest.ts';
import { UPLOAD_CONTENT_TYPES } from './asset-ingest.ts';
import type { AssetKeys } from './asset-keys.ts';
import type { MediaType, ObjectStore, StoredFile } from './ports.ts';

/** Where and how the client sends the file (the `upload` of a create-upload answer). */
export interface PresignedUploadView {
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  expires_at: string;
}

/** What finalize and the sweep need to know of a service's upload record. */
export interface UploadState {
  status: 'pending' | 'ready';
  /** The staging key of a pending upload. */
  stagingKey: string | null;
  /** The size the client declared (and the PUT was signed for). */
  declaredSize: number | null;
}

/** The service's record of one upload, as finalize reaches it. */
export interface UploadRecordPort<R> {
  /** The record as it is now (pending or ready), or null when it is gone. */
  current(): Promise<R | null>;
  /** Marks the record ready with what was measured, in one statement; false when it is no longer pending. */
  markReady(stored: StoredFile): Promise<boolean>;
  /** Deletes the record in one statement when it is still pending; false when it was finalized or deleted. */
  deleteIfPending(): Promise<boolean>;
}

/** The service's pending uploads of one kind, as the sweep reaches them. */
export interface StaleUploadPort<R> {
  /** Pending uploads created before `before`, oldest first. */
  stale(before: Date, limit: number): Promise<R[]>;
  /** Deletes the record in one statement when it is still pending; false when it was finalized or deleted meanwhile. */
  deleteIfPending(upload: R): Promise<boolean>;
}

/** What the sweep needs of a service's asset repository: its pending uploads of a kind. */
export interface PendingUploadRepository<K extends MediaType, R> {
  stalePending(kind: K, before: Date, limit: number): Promise<R[]>;
  /** Deletes the upload's record when it is still pending; false when it was finalized or deleted. */
  deletePending(kind: K, id: string): Promise<boolean>;
}

/** A service's units of work (LifecycleStore of @platform/job-lifecycle), as far as the sweep uses them. */
interface UploadStore<Repos> {
  read<T>(name: string, work: (repos: Repos) => Promise<T>): Promise<T>;
  transaction<T>(name: string, work: (repos: Repos) => Promise<T>): Promise<T>;
}

/**
 * The sweep's port of one kind over a service's store whose `assets` repository keeps its pending
 * uploads: the stale ones read outside a transaction, each deleted in one of its own.
 */
export function staleUploadsIn<K extends MediaType, R extends { id: string }>(
  store: UploadStore<{ assets: PendingUploadRepository<K, R> }>,
  kind: K,
): StaleUploadPort<R> {
  return {
    stale: (before, limit) =>
      store.read('assets.stale', (repos) => repos.assets.stalePending(kind, before, limit)),
    deleteIfPending: (upload) =>
      store.transaction('assets.discard-stale', (repos) => repos.assets.deletePending(kind, upload.id)),
  };
}

/** A service's caps on what its clients upload, by media type, and how long an upload may stay unfinished. */
export interface UploadLimits<K extends MediaType = MediaType> {
  maxBytes: Record<K, number>;
  /** How long a pre-signed upload may stay unfinished before the sweep discards it (`pendingTtlMs` of the options below). */
  pendingTtlMs: number;
}

export interface PresignedUploadsOptions {
  objects: ObjectStore;
  ingest: AssetIngest;
  keys: AssetKeys;
  clock: { now(): Date };
  /** How long a pending upload may wait for its finalize before the sweep discards it. */
  pendingTtlMs: number;
}

export class PresignedUploads {
  readonly #objects: ObjectStore;
  readonly #ingest: AssetIngest;
  readonly #keys: AssetKeys;
  readonly #clock: { now(): Date };
  readonly #pendingTtlMs: number;
  /** Finalize calls running in this process, by staging key: a concurrent call joins the running one. */
  readonly #running = new Map<string, Promise<unknown>>();

  constructor(options: PresignedUploadsOptions) {
    this.#objects = options.objects;
    this.#ingest = options.ingest;
    this.#keys = options.keys;
    this.#clock = options.clock;
    this.#pendingTtlMs = options.pendingTtlMs;
  }

  /** Adds field errors (`content_type`, `file_size`) for what a client declares it will upload. */
  checkDeclared(
    check: FieldCheck,
    type: MediaType,
    declared: { contentType: string; fileSize: number },
    maxBytes: number,
  ): void {
    const allowed = UPLOAD_CONTENT_TYPES[type];
    if (!allowed.includes(declared.contentType))
      check.add('content_type', `Must be one of: ${allowed.join(', ')}.`);
    if (!Number.isSafeInteger(declared.fileSize) || declared.fileSize < 1 || declared.fileSize > maxBytes) {
      check.add('file_size', `Must be an integer from 1 to ${maxBytes}.`);
    }
  }

  /** The staging key of the upload `uploadId` (a UUID: the id of the record it will become). */
  stagingKey(accountId: string, uploadId: string): string {
    return this.#keys.staging(accountId, uploadId);
  }

  /** A fresh pre-signed PUT of the staging key with the declared content type and size pinned. */
  async sign(
    stagingKey: string,
    declared: { contentType: string; fileSize: number },
  ): Promise<PresignedUploadView> {
    const signed = await this.#objects.signPut(stagingKey, {
      contentType: declared.contentType,
      size: declared.fileSize,
    });
    return {
      url: signed.url,
      method: signed.method,
      headers: signed.headers,
      expires_at: signed.expiresAt.toISOString(),
    };
  }

  /**
   * Measures the uploaded object and marks the record ready; answers the record as it is then.
   * A ready record is answered as it is (a repeated finalize). No object yet: 400 on `file`, and
   * the pending record stays, so the client can still send the file. An object that is larger
   * than `maxBytes` or the declared size, is not acceptable media, or vanishes while it is read:
   * 400 on `file`, the record is deleted and nothing stored remains. Concurrent calls in one process share one run (the
   * object is read and measured once); calls on other replicas measure it into the same keys and
   * the record's conditional update lets one mark it ready, the others answer it. A record
   * deleted while finalize ran: 404, and what it stored is removed.
   */
  async finalize<R>(input: {
    target: IngestTarget;
    record: R;
    state: (record: R) => UploadState;
    maxBytes: number;
    records: UploadRecordPort<R>;
  }): Promise<R> {
    const state = input.state(input.record);
    if (state.status === 'ready') return input.record;
    const key = state.stagingKey;
    if (!key) throw new Error('a pending upload without a staging key');
    // Calls that reach this process while one runs share its answer: the object is read and
    // measured once. (Calls on other replicas measure it again; one of them marks the record.)
    const running = this.#running.get(key) as Promise<R> | undefined;
    if (running) return running;
    const finalizing = this.#finalize(input, key, state.declaredSize).finally(() =>
      this.#running.delete(key),
    );
    this.#running.set(key, finalizing);
    return finalizing;
  }

  async #finalize<R>(
    input: {
      target: IngestTarget;
      state: (record: R) => UploadState;
      maxBytes: number;
      records: UploadRecordPort<R>;
    },
    key: string,
    declaredSize: number | null,
  ): Promise<R> {
    const { target, records } = input;
    const max = Math.min(input.maxBytes, declaredSize ?? Number.MAX_SAFE_INTEGER);
    if (!(await this.#objects.exists(key))) {
      const now = await records.current();
      // Deleted since it was read (its staging object went with it): the upload is gone.
      if (!now) throw notFound();
      // Finalized by another call since it was read (which removed the staging object).
      if (input.state(now).status === 'ready') return now;
      // Not a bad file: the client has not uploaded yet, so the pending record stays.
      throw validationError('The file has not been uploaded yet.', {
        file: ['Upload the file to the pre-signed URL first.'],
      });
    }
    let stored: StoredFile | undefined;
    try {
      stored = await this.#ingest.fromStaging(target, key, max);
      const measured = stored;
      if (!(await records.markReady(measured))) {
        // Another finalize got there first (same keys, same file: keep them), or the record was
        // deleted meanwhile: then the files just stored belong to nothing.
        const now = await records.current();
        if (now && input.state(now).status === 'ready') return now;
        await this.#ingest.remove(measured);
        await this.#objects.remove(key);
        throw notFound();
      }
    } catch (err) {
      if ((err as { kind?: string }).kind === 'validation') {
        // A bad file: nothing of the upload may remain, unless another finalize made it ready.
        const outcome = await this.#discard(records, input.state);
        if (outcome !== 'kept') {
          await this.#objects.remove(key);
          if (stored) await this.#ingest.remove(stored);
        }
        // Deleted while this finalize ran (its staging object went with it): the upload is gone.
        if (outcome === 'gone') throw notFound();
        if (outcome === 'kept') {
          const now = await records.current();
          if (now) return now;
        }
      }
      throw err;
    }
    await this.#objects.remove(key);
    const now = await records.current();
    if (!now) throw notFound();
    return now;
  }

  /** Deletes a pending record: `kept` when another finalize made it ready first, `gone` when it was deleted. */
  async #discard<R>(
    records: UploadRecordPort<R>,
    state: (record: R) => UploadState,
  ): Promise<'kept' | 'gone' | 'discarded'> {
    if (await records.deleteIfPending()) return 'discarded';
    const now = await records.current();
    return now && state(now).status === 'ready' ? 'kept' : 'gone';
  }

  /**
   * Discards pending uploads older than the TTL, at most `limit` per port: the record first (only
   * while it is still pending, so a finalize that won keeps its asset), then the staging object.
   * Returns how many were discarded.
   */
  async sweep<R>(
    ports: ReadonlyArray<{ records: StaleUploadPort<R>; state: (record: R) => UploadState }>,
    limit = 100,
  ): Promise<number> {
    const before = new Date(this.#clock.now().getTime() - this.#pendingTtlMs);
    let removed = 0;
    for (const { records, state } of ports) {
      for (const upload of await records.stale(before, limit)) {
        if (!(await records.deleteIfPending(upload))) continue;
        const key = state(upload).stagingKey;
        if (key) await this.#objects.remove(key);
        removed += 1;
      }
    }
    return removed;
  }
}
