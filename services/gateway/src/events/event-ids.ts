// The ids of the live event stream (`id:` lines, `Last-Event-ID`). The events stream's sequence
// is what a resume needs, but it counts every account's events: sent as it is, any client could
// read the platform's event volume from the gaps between its own ids. So a client sees its
// sequence encrypted under a gateway key together with a tag of its account: one AES block
// (a pseudorandom permutation of 16 bytes), 22 characters of base64url. An id reveals neither the
// sequence nor its distance to another, is the same for every delivery of an event (resume and
// de-duplication work as before), decodes exactly back to the sequence, and decodes only for the
// account it was made for (another account's id, or a made-up one, is just an unknown id).
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { isDevelopment } from '@platform/config';
import { DEV_STORAGE_KEY_SECRET } from '@platform/storage';

/** The shape of an id this codec makes: 16 bytes in unpadded base64url. */
export const EVENT_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** The plain sequences sent before ids were encrypted: still honoured, so a client resumes across the upgrade. */
export const LEGACY_EVENT_ID_PATTERN = /^\d{1,15}$/;

export interface AccountEventIds {
  /** The id the account's client sees for the stream sequence `seq`. */
  encode(seq: number): string;
  /** The sequence of an id made for this account; undefined for any other id. */
  decode(id: string): number | undefined;
}

export interface EventIdCodec {
  forAccount(accountId: string): AccountEventIds;
}

const derive = (secret: string | Uint8Array, purpose: string) =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `gateway event ids: ${purpose}`, 32));

export function eventIdCodec(secret: string | Uint8Array): EventIdCodec {
  const cipherKey = derive(secret, 'cipher');
  const tagKey = derive(secret, 'account tag');
  const crypt = (block: Buffer, decrypt: boolean): Buffer => {
    const cipher = decrypt
      ? createDecipheriv('aes-256-ecb', cipherKey, null)
      : createCipheriv('aes-256-ecb', cipherKey, null);
    cipher.setAutoPadding(false);
    return Buffer.concat([cipher.update(block), cipher.final()]);
  };
  return {
    forAccount(accountId) {
      // Half the block: a made-up id decodes for an account with a chance of 2^-64.
      const tag = createHmac('sha256', tagKey).update(accountId).digest().subarray(0, 8);
      return {
        encode(seq) {
          if (!Number.isSafeInteger(seq) || seq < 1) throw new Error(`not a stream sequence: ${seq}`);
          const block = Buffer.alloc(16);
          block.writeBigUInt64BE(BigInt(seq), 0);
          tag.copy(block, 8);
          return crypt(block, false).toString('base64url');
        },
        decode(id) {
          if (!EVENT_ID_PATTERN.test(id)) return undefined;
          const block = crypt(Buffer.from(id, 'base64url'), true);
          if (!timingSafeEqual(block.subarray(8), tag)) return undefined;
          const seq = block.readBigUInt64BE(0);
          return seq >= 1n && seq <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(seq) : undefined;
        },
      };
    },
  };
}

/**
 * The gateway's codec. Its key is derived from STORAGE_KEY_SECRET (HKDF, its own label): every
 * replica has that secret, and it never changes (it names the storage folders), so an id stays
 * valid across replicas and restarts without one more secret to deploy. Development without it
 * uses the fixed development secret, as storage keys do.
 */
export function eventIdsFromConfig(config: { NODE_ENV: string; STORAGE_KEY_SECRET?: string }): EventIdCodec {
  if (config.STORAGE_KEY_SECRET) return eventIdCodec(config.STORAGE_KEY_SECRET);
  if (!isDevelopment(config)) throw new Error('STORAGE_KEY_SECRET is required outside development and test');
  return eventIdCodec(DEV_STORAGE_KEY_SECRET);
}
