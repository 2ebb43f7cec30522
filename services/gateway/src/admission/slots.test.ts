// The in-flight counters and the lane a request falls in: no I/O, no timing.
import { describe, expect, it } from 'vitest';
import { laneOf } from './admission.ts';
import { LoopLateness, sampleLoopDelay } from './loop-delay.ts';
import { KeyedSlots, Slots } from './slots.ts';

describe('slots', () => {
  it('admit up to the bound, and again once released (a release counts once)', () => {
    const slots = new Slots(2);
    const first = slots.tryAcquire();
    const second = slots.tryAcquire();
    expect(first && second).toBeTruthy();
    expect(slots.tryAcquire()).toBeUndefined();
    first!();
    first!();
    expect(slots.inFlight).toBe(1);
    expect(slots.tryAcquire()).toBeTruthy();
    expect(slots.tryAcquire()).toBeUndefined();
  });

  it('admit a burst beyond the bound until the bound has been full for the standing time', () => {
    let now = 1_000;
    const slots = new Slots(4, { max: 6, standingMs: 100, now: () => now });
    const held = [1, 2, 3, 4].map(() => slots.tryAcquire()!);
    // The bound is found full at 1,000: a burst is admitted, up to the allowance's own maximum.
    const burst = [slots.tryAcquire(), slots.tryAcquire()];
    expect(burst.every(Boolean)).toBe(true);
    expect(slots.tryAcquire()).toBeUndefined();
    expect(slots.inFlight).toBe(6);
    // Draining, but still over half the bound: the queue stands, so the bound holds once it has
    // been full for 100 ms.
    burst.forEach((release) => release!());
    held[0]!();
    now += 99;
    expect(slots.tryAcquire()).toBeTruthy(); // within the bound
    expect(slots.tryAcquire()).toBeTruthy(); // full for 99 ms: still a burst
    now += 1;
    expect(slots.tryAcquire()).toBeUndefined();
    expect(slots.inFlight).toBe(5);
  });

  it('start a new burst allowance once the requests in flight fall to half the bound', () => {
    let now = 0;
    const slots = new Slots(4, { max: 8, standingMs: 100, now: () => now });
    const held = [1, 2, 3, 4].map(() => slots.tryAcquire()!);
    expect(slots.tryAcquire()).toBeTruthy(); // found full at 0: a burst
    now = 500;
    expect(slots.tryAcquire()).toBeUndefined(); // full for 500 ms: an overload
    held[0]!();
    held[1]!(); // 3 in flight: over half, the overload goes on
    now = 600;
    expect(slots.tryAcquire()).toBeTruthy();
    expect(slots.tryAcquire()).toBeUndefined();
    held[2]!();
    held[3]!();
    expect(slots.inFlight).toBe(2); // half the bound: the burst is over
    now = 700;
    const again = [1, 2, 3].map(() => slots.tryAcquire());
    expect(again.every(Boolean)).toBe(true);
    expect(slots.inFlight).toBe(5); // found full at 700, a burst again
  });

  it('bound each key on its own and forget keys with nothing in flight', () => {
    const slots = new KeyedSlots(1);
    const a = slots.tryAcquire('a');
    expect(slots.tryAcquire('a')).toBeUndefined();
    const b = slots.tryAcquire('b');
    expect(b).toBeTruthy();
    a!();
    a!();
    b!();
    expect(slots.size).toBe(0);
    expect(slots.tryAcquire('a')).toBeTruthy();
  });
});

describe('lanes', () => {
  it.each([
    ['GET', '/livez', undefined, 'health'],
    ['GET', '/healthz?verbose=1', undefined, 'health'],
    ['HEAD', '/healthz/', undefined, 'health'],
    ['GET', '/api/v2/events/', undefined, 'stream'],
    ['GET', '/api/v2/events?last_event_id=x', undefined, 'stream'],
    ['POST', '/api/v2/events/', 'application/json', 'api'],
    ['POST', '/api/v2/studio/assets/', 'multipart/form-data; boundary=x', 'upload'],
    ['POST', '/api/v2/studio/assets/', 'Multipart/Form-Data; boundary=x', 'upload'],
    ['GET', '/api/accounts/profile/balance/', undefined, 'api'],
    ['GET', '/livez/more', undefined, 'api'],
  ])('%s %s (%s) is %s', (method, url, contentType, lane) => {
    expect(laneOf(method, url, contentType)).toBe(lane);
  });
});

describe('loop delay', () => {
  it('reads how late the loop is while a turn overruns the sampler’s due time', () => {
    let now = 1000;
    const delay = sampleLoopDelay(10, () => now);
    try {
      expect(delay.current()).toBe(0);
      // A turn that has run 160 ms without yielding: 150 ms past the sampler's due time.
      now += 160;
      expect(delay.current()).toBe(150);
    } finally {
      delay.stop();
    }
  });

  it('calls the loop late for admission only when two samples running were late', () => {
    let now = 1000;
    const lateness = new LoopLateness(10, () => now);
    const fire = (after: number) => {
      now += after;
      lateness.sample();
    };
    fire(10);
    fire(10);
    // One overlong turn (a collection): late now, but not sustained, during it and after it.
    now += 160;
    expect([lateness.current(), lateness.sustained()]).toEqual([150, 0]);
    lateness.sample();
    expect([lateness.current(), lateness.sustained()]).toEqual([150, 0]);
    fire(10);
    expect([lateness.current(), lateness.sustained()]).toEqual([0, 0]);
    // Turn after turn late (overload): sustained from the second late sample on, the running one included.
    fire(130);
    now += 140;
    expect(lateness.sustained()).toBe(120);
    lateness.sample();
    fire(125);
    expect([lateness.current(), lateness.sustained()]).toEqual([115, 115]);
  });
});
