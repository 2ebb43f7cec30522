// The client: every operation of the API by area and resource (generated from the document),
// with `wait` for jobs, `upload` on asset collections, the event stream, and webhook checks.
import { EventStream, type EventStreamOptions } from './events.ts';
import { createResources } from './generated/resources.ts';
import { JOB_SOURCE, Transport, type ClientOptions, type JobSource } from './transport.ts';
import { JobWatcher, type WaitOptions } from './wait.ts';
import { verifyWebhook } from './webhooks.ts';

export class MediaPlatform {
  readonly transport: Transport;
  readonly docs;
  readonly auth;
  readonly balance;
  readonly studio;
  readonly realEstate;
  readonly enhancement;
  readonly webhooks;
  readonly events;

  constructor(options: ClientOptions) {
    const transport = new Transport(options);
    transport.watcher = new JobWatcher(transport);
    this.transport = transport;
    const resources = createResources(transport);
    this.docs = resources.docs;
    this.auth = resources.auth;
    this.balance = resources.balance;
    this.studio = resources.studio;
    this.realEstate = resources.realEstate;
    this.enhancement = resources.enhancement;
    this.webhooks = { ...resources.webhooks, verify: verifyWebhook };
    this.events = {
      ...resources.events,
      /** The account's job events, reconnecting by itself; `for await (const event of client.events.stream())`. */
      stream: (streamOptions?: EventStreamOptions) => new EventStream(transport, streamOptions),
    };
  }

  /**
   * Follows a job this client created, read or listed until it ends: answers it completed, or
   * throws `JobFailedError` (failed, cancelled, expired) or `WaitTimeoutError`.
   */
  wait<J extends object>(job: J, options?: WaitOptions<J>): Promise<J> {
    const source = (job as { [JOB_SOURCE]?: JobSource })[JOB_SOURCE];
    if (!source) {
      throw new Error(
        'This job did not come from this client: wait with its resource instead, e.g. client.realEstate.renderJobs.wait(projectId, jobId).',
      );
    }
    return this.transport.watcher!.wait<J>(source, options);
  }
}
