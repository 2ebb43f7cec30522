// Bucket state in Redis, so every gateway replica draws from the same buckets. One Lua script
// refills, checks and charges all buckets of a request atomically (the same arithmetic as
// token-bucket.ts). Time is the gateway's clock, passed in; replicas are expected to keep their
// clocks in sync (NTP), and a clock that lags simply refills nothing.
import { Redis, type RedisOptions } from 'ioredis';
import type { BucketCharge, ChargeOutcome, RateLimitStore } from './rate-limit.store.ts';
import { fullAfterMs } from './token-bucket.ts';

const CHARGE_SCRIPT = `
local now = tonumber(ARGV[1])
local cost = tonumber(ARGV[2])
local tokens = {}
local stamps = {}
local allowed = 1
for i = 1, #KEYS do
  local base = 2 + (i - 1) * 3
  local capacity = tonumber(ARGV[base + 1])
  local per_ms = tonumber(ARGV[base + 2])
  local saved = redis.call('HMGET', KEYS[i], 't', 'u')
  local t = tonumber(saved[1])
  local u = tonumber(saved[2])
  if t == nil or u == nil then
    t = capacity
    u = now
  end
  if now > u then
    t = math.min(capacity, t + (now - u) * per_ms)
    u = now
  end
  tokens[i] = t
  stamps[i] = u
  if t < cost then allowed = 0 end
end
local out = { allowed }
for i = 1, #KEYS do
  local base = 2 + (i - 1) * 3
  if allowed == 1 then
    tokens[i] = tokens[i] - cost
    redis.call('HSET', KEYS[i], 't', tostring(tokens[i]), 'u', tostring(stamps[i]))
    redis.call('PEXPIRE', KEYS[i], ARGV[base + 3])
  end
  out[#out + 1] = tostring(tokens[i])
end
return out
`;

type ChargeCommand = (numKeys: number, ...keysAndArgs: (string | number)[]) => Promise<[number, ...string[]]>;

export interface RedisStoreOptions {
  /** Prefix of every key, so several deployments can share one Redis. */
  prefix?: string;
  redisOptions?: RedisOptions;
}

export class RedisRateLimitStore implements RateLimitStore {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(url: string, options: RedisStoreOptions = {}) {
    this.#prefix = options.prefix ?? 'gateway:rl:';
    // Fail fast instead of queueing while disconnected: the caller falls back rather than wait.
    this.#redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 500,
      connectTimeout: 2000,
      ...options.redisOptions,
    });
    // Connection errors surface on commands; without a listener ioredis would also print them.
    this.#redis.on('error', () => {});
    this.#redis.defineCommand('chargeBuckets', { lua: CHARGE_SCRIPT });
  }

  /** Resolves once connected; rejects when not connected within `timeoutMs`. */
  async ready(timeoutMs = 2000): Promise<void> {
    if (this.#redis.status === 'ready') return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#redis.off('ready', onReady);
        reject(new Error(`Redis not ready within ${timeoutMs} ms`));
      }, timeoutMs);
      const onReady = () => {
        clearTimeout(timer);
        resolve();
      };
      this.#redis.once('ready', onReady);
    });
  }

  async charge(buckets: BucketCharge[], now: number, cost = 1): Promise<ChargeOutcome> {
    const args: (string | number)[] = [now, cost];
    for (const bucket of buckets) {
      args.push(bucket.limit.capacity, bucket.limit.refillPerSecond / 1000, fullAfterMs(bucket.limit) + 1000);
    }
    const command = (this.#redis as unknown as { chargeBuckets: ChargeCommand }).chargeBuckets.bind(
      this.#redis,
    );
    const [allowed, ...tokens] = await command(
      buckets.length,
      ...buckets.map((bucket) => this.#prefix + bucket.key),
      ...args,
    );
    return { allowed: allowed === 1, tokens: tokens.map(Number) };
  }

  async close(): Promise<void> {
    await this.#redis.quit().catch(() => this.#redis.disconnect());
  }
}
