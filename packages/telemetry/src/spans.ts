// One way to wrap a piece of work in a span: active while it runs (so what it calls nests under
// it), marked as an error when it throws, always ended. Used for the steps inside a job (input
// fetch, ffmpeg and ffprobe runs, sharp, storage reads and writes, provider calls).
import { SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';

export type SpanWork<T> = (span: Span) => Promise<T>;

export function inSpan<T>(
  tracerName: string,
  name: string,
  options: { attributes?: Attributes; kind?: SpanKind },
  work: SpanWork<T>,
): Promise<T> {
  return trace
    .getTracer(tracerName)
    .startActiveSpan(
      name,
      { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes },
      async (span) => {
        try {
          return await work(span);
        } catch (err) {
          span.recordException(err as Error);
          span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message?.slice(0, 200) });
          throw err;
        } finally {
          span.end();
        }
      },
    );
}
