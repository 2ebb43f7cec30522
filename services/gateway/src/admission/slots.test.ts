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

  it('admit a burst beyond the bound during the first standing time of a full bound', () => {
    let now = 1_000;
    const slots = new Slots(4, { max: 6, standingMs: 100, now: () => now });
    const held = [1, 2, 3, 4].map(() => slots.tryAcquire()!);
    // The bound is found full at 1,000: a burst is admitted, up to the allowance's own maximum.
    const burst = [slots.tryAcquire(), slots.tryAcquire()];
    expect(burst.every(Boolean)).toBe(true);
    expect(slots.tryAcquire()).toBeUndefined();
    expect(slots.inFlight).toBe(6);
    expect(slots.bursting).toBe(true);
    burst.forEach((release) => release!());
    expect(slots.bursting).toBe(false); // back within the bound
    held[0]!();
    // Requests keep finding it full (each within 100 ms of the last): one episode, which is a
    // standing queue once it has lasted 100 ms.
    now += 60;
    expect(slots.tryAcquire()).toBeTruthy(); // within the bound
    expect(slots.tryAcquire()).toBeTruthy(); // found full 60 ms into the episode: a burst
    now += 39;
    expect(slots.tryAcquire()).toBeTruthy(); // 99 ms
    now += 1;
    expect(slots.tryAcquire()).toBeUndefined(); // 100 ms: the bound holds
    expect(slots.inFlight).toBe(6);
    expect(slots.bursting).toBe(false); // over the bound, but a standing queue now
  });

  it('hold the bound while an episode goes on, however the count swings, and end it after a quiet spell', () => {
    let now = 0;
    const slots = new Slots(4, { max: 8, standingMs: 100, now: () => now });
    const fill = () => [1, 2, 3, 4].map(() => slots.tryAcquire()!);
    const held = fill();
    const burst = [slots.tryAcquire()!]; // found full at 0: a burst
    now = 50;
    burst.push(slots.tryAcquire()!); // found full again 50 ms later: the same episode, still a burst
    burst.forEach((release) => release());
    // 100 ms into the episode the bound holds, also when what is in flight fell to nothing and
    // rose again in between (what one long turn reads, answered over the next ones).
    now = 100;
    expect(slots.tryAcquire()).toBeUndefined();
    held.forEach((release) => release());
    expect(slots.inFlight).toBe(0);
    fill();
    now = 150;
    expect(slots.tryAcquire()).toBeUndefined();
    // Nothing found it full for 100 ms: the episode is over, and the next full bound is a burst.
    now = 250;
    expect(slots.tryAcquire()).toBeTruthy();
    expect(slots.inFlight).toBe(5);
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
