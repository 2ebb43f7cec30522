// The gateway connects to the bus only when the first event stream opens (and again after a
// failed connection), so the bus client is not loaded by gateways nobody follows events on and a
// bus outage fails event streams (503) rather than the gateway's start.
import type { Logger } from '@platform/logging';
import { AppError } from '@platform/errors';
import type { JobEventFeed, JobEventFeedOptions } from './job-event-feed.ts';

export interface LazyJobEventFeed extends JobEventFeed {
  close(): Promise<void>;
}

export function lazyJobEventFeed(
  options: Omit<JobEventFeedOptions, 'bus'> & { natsUrl: string; logger: Logger },
): LazyJobEventFeed {
  let connecting: Promise<{ feed: JobEventFeed; close(): Promise<void> }> | undefined;
  const connect = async () => {
    const [{ connectBus }, { createJobEventFeed }] = await Promise.all([
      import('@platform/bus'),
      import('./job-event-feed.ts'),
    ]);
    const bus = await connectBus({ url: options.natsUrl, name: 'gateway-events' });
    return { feed: createJobEventFeed({ ...options, bus }), close: () => bus.close() };
  };
  return {
    async open(accountId, lastEventId) {
      connecting ??= connect();
      let feed: JobEventFeed;
      try {
        ({ feed } = await connecting);
      } catch (err) {
        connecting = undefined;
        options.logger.error({ err }, 'event stream: the bus is unreachable');
        throw new AppError('unavailable', 'The event bus is unavailable.');
      }
      try {
        return await feed.open(accountId, lastEventId);
      } catch (err) {
        options.logger.error({ err }, 'event stream: opening a reader failed');
        throw new AppError('unavailable', 'The event bus is unavailable.');
      }
    },
    async close() {
      const current = connecting;
      connecting = undefined;
      await (await current?.catch(() => undefined))?.close();
    },
  };
}
