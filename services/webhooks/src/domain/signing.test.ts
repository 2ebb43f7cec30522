import { describe, expect, it } from 'vitest';
import { newSecret, sign, signedHeaders, verify } from './signing.ts';
import { retrySchedule } from './retry-schedule.ts';

describe('Standard Webhooks signing', () => {
  it("matches the scheme's published example", () => {
    // From the Standard Webhooks specification's reference test vector.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const body = '{"test": 2432232314}';
    expect(sign(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, body)).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
  });

  it('verifies its own headers and refuses a changed body, another secret or an old timestamp', () => {
    const secret = newSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const at = new Date('2026-01-01T00:00:00Z');
    const headers = { ...signedHeaders(secret, 'evt-1', at, '{"a":1}') };
    expect(verify(secret, headers, '{"a":1}', at)).toBe(true);
    expect(verify(secret, headers, '{"a":2}', at)).toBe(false);
    expect(verify(newSecret(), headers, '{"a":1}', at)).toBe(false);
    expect(verify(secret, headers, '{"a":1}', new Date(at.getTime() + 301_000))).toBe(false);
  });
});

describe('retry schedule', () => {
  it('spreads each delay by the jitter and ends after the last one', () => {
    const low = retrySchedule([1_000, 10_000], 0.2, () => 0);
    const high = retrySchedule([1_000, 10_000], 0.2, () => 1);
    expect([low.nextDelayMs(1), high.nextDelayMs(1)]).toEqual([800, 1_200]);
    expect([low.nextDelayMs(2), high.nextDelayMs(2)]).toEqual([8_000, 12_000]);
    expect(low.nextDelayMs(3)).toBeNull();
    expect(low.maxAttempts).toBe(3);
  });
});
