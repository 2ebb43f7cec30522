// The account-wide operations: this document, the docs page, tokens, webhook endpoints with their
// deliveries, and the event stream, read as Server-Sent Events and narrowed by job kind.
import { report, type ApiClient, type Ids, type Schemas } from './client.ts';

export async function platform(client: ApiClient, ids: Ids): Promise<string[]> {
  const schema = await client.GET('/api/schema/');
  const page = await client.GET('/api/docs/', { parseAs: 'text' });
  return [
    `${Object.keys(schema.data ?? {}).length} top-level keys`,
    `${page.data?.length ?? 0} characters of HTML`,
    report(await client.POST('/api/v2/auth/token/')),
    report(await client.GET('/api/v2/webhooks/signing-secret/')),
    report(await client.POST('/api/v2/webhooks/signing-secret/rotate/')),
    report(await client.POST('/api/v2/webhooks/', { body: { url: 'https://example.com/x' } })),
    report(await client.GET('/api/v2/webhooks/')),
    report(await client.GET('/api/v2/webhooks/{id}/', { params: { path: { id: ids.uuid } } })),
    report(await client.PATCH('/api/v2/webhooks/{id}/', { params: { path: { id: ids.uuid } } })),
    report(await client.DELETE('/api/v2/webhooks/{id}/', { params: { path: { id: ids.uuid } } })),
    report(await client.POST('/api/v2/webhooks/{id}/rotate-secret/', { params: { path: { id: ids.uuid } } })),
    report(await client.GET('/api/v2/webhooks/{id}/deliveries/', { params: { path: { id: ids.uuid } } })),
    report(
      await client.POST('/api/v2/webhooks/{id}/deliveries/{delivery_id}/redeliver/', {
        params: { path: { id: ids.uuid, delivery_id: ids.uuid } },
      }),
    ),
    ...(await follow(client, undefined)),
  ];
}

/** Reads the stream until it ends, resuming after `lastEventId`; one line per event. */
export async function follow(client: ApiClient, lastEventId: string | undefined): Promise<string[]> {
  const { data, error, response } = await client.GET('/api/v2/events/', {
    params: { header: { 'Last-Event-ID': lastEventId } },
    parseAs: 'stream',
  });
  if (error !== undefined || !data) return [report({ error, response })];
  const lines: string[] = [];
  let buffer = '';
  for await (const chunk of data.pipeThrough(new TextDecoderStream())) {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = frame.split('\n').find((line) => line.startsWith('event: '));
      const json = frame.split('\n').find((line) => line.startsWith('data: '));
      if (event === 'event: stream.gap' || json === undefined) continue;
      lines.push(describe(parseJobEvent(json.slice('data: '.length))));
    }
  }
  return lines;
}

/** A stream's `data:` (or a webhook delivery's body) as the document types it. */
function parseJobEvent(text: string): Schemas['JobEvent'] {
  const value: Schemas['JobEvent'] = JSON.parse(text);
  return value;
}

/** The union narrows by `data.kind` to that kind's job schema. */
export function describe(event: Schemas['JobEvent']): string {
  const { data } = event;
  switch (data.kind) {
    case 'text_to_image':
      return `${event.type}: ${data.job.images?.length ?? 0} images`;
    case 'image_to_text':
      return `${event.type}: ${data.job.text?.text ?? ''}`;
    case 'image_to_video':
    case 'shot_video':
      return `${event.type}: ${data.job.video?.duration_s ?? 0} s of video`;
    case 'voiceover':
    case 'render':
      return `${event.type}: ${data.job.progress}%, ${data.job.eta_s} s left`;
    case 'enhancement':
      return `${event.type}: ${data.job.processing_progress}%, ${data.job.eta_s} s left`;
  }
}
