// Every object an account owns lives in its folder `accounts/<tag>/`, where the tag is an HMAC of
// the account id under a secret shared by the processes that build or check keys. Keys travel in
// the path of pre-signed URLs, and those reach people who are not the owner (the public share
// page): a sequential id there would tell them whose file it is and how many accounts exist. The
// same secret always gives an account the same folder; without it, no folder maps to an account.
import { createHmac } from 'node:crypto';
import { MIN_SECRET_BYTES } from '@platform/config';
import { validationError } from '@platform/errors';
import { assertLength, assertObjectKey, assertPart } from './object-key.ts';

/** 32 hex characters: 128 bits, far beyond any chance of two accounts sharing a folder. */
const TAG_HEX_CHARS = 32;

/** An account id as a number or as the decimal string the services pass around. */
export type AccountId = number | string;

/** `7` and `'7'` are the same account; `'07'` or `'7.0'` would be another folder, so they are refused. */
function canonicalAccountId(accountId: AccountId): string {
  const text = typeof accountId === 'number' ? String(accountId) : accountId;
  if (typeof text !== 'string' || !/^[1-9][0-9]*$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw validationError('The account id must be a positive integer.');
  }
  return text;
}

/**
 * Account tags remembered per process. Each is one HMAC, and one is computed on every job's way to
 * its worker and on every key a request builds; a process serves far fewer accounts than this, and
 * when it does serve more the memory simply starts over.
 */
const MAX_REMEMBERED_TAGS = 10_000;

export class AccountKeys {
  readonly #secret: Buffer;
  readonly #tags = new Map<string, string>();

  constructor(secret: string | Uint8Array) {
    const bytes = typeof secret === 'string' ? Buffer.from(secret, 'utf8') : Buffer.from(secret);
    if (bytes.length < MIN_SECRET_BYTES) {
      throw new Error(`The storage key secret must be at least ${MIN_SECRET_BYTES} bytes.`);
    }
    this.#secret = bytes;
  }

  /** The account's folder name: hex(HMAC-SHA256(secret, "account:" + id)), first 32 characters. */
  tag(accountId: AccountId): string {
    const id = canonicalAccountId(accountId);
    let tag = this.#tags.get(id);
    if (tag === undefined) {
      if (this.#tags.size >= MAX_REMEMBERED_TAGS) this.#tags.clear();
      tag = this.opaque('account', id);
      this.#tags.set(id, tag);
    }
    return tag;
  }

  /**
   * A folder name for another of the account's records that must not show in a key either (a
   * job's outputs end up in shared URLs, and the job id is the owner's data):
   * hex(HMAC-SHA256(secret, "<kind>:<id>")), first 32 characters.
   */
  opaque(kind: string, id: string): string {
    return createHmac('sha256', this.#secret).update(`${kind}:${id}`).digest('hex').slice(0, TAG_HEX_CHARS);
  }

  /** `accounts/<tag>/<parts...>`: the key of one object of the account. */
  key(accountId: AccountId, ...parts: string[]): string {
    const root = this.#root(accountId);
    if (parts.length === 0) {
      throw validationError('An object key needs at least one part after the account.');
    }
    parts.forEach(assertPart);
    const key = root + parts.join('/');
    assertLength(key);
    return key;
  }

  /**
   * `accounts/<tag>/<parts...>/`: a folder of the account, always ending in a slash so that it
   * never matches another folder whose name merely starts the same way.
   */
  prefix(accountId: AccountId, ...parts: string[]): string {
    const root = this.#root(accountId);
    parts.forEach(assertPart);
    const prefix = parts.length === 0 ? root : `${root}${parts.join('/')}/`;
    assertLength(prefix);
    return prefix;
  }

  /**
   * True when `key` (an object key or a folder ending in `/`) lies inside the account's folder:
   * it starts with the folder and is a well-formed key, so no `.` or `..` part can climb out.
   * Never throws: anything malformed, including the account id, is simply not owned.
   */
  owns(accountId: AccountId, key: string): boolean {
    try {
      const root = this.#root(accountId);
      if (typeof key !== 'string' || !key.startsWith(root)) return false;
      assertObjectKey(key.endsWith('/') ? key.slice(0, -1) : key);
      return true;
    } catch {
      return false;
    }
  }

  #root(accountId: AccountId): string {
    return `accounts/${this.tag(accountId)}/`;
  }
}
