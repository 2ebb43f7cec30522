// The typed registry of message kinds a consumer handles. `M` maps each kind (a subject suffix
// such as `studio.text_to_image`) to its payload type; the handler map must cover every kind,
// which TypeScript checks at compile time and `createRegistry` checks again at start-up (kinds
// can come from data or untyped code, where the compiler cannot help).
import { assertValidKind } from './names.ts';
import type { HeaderRecord } from './trace.context.ts';

/** Turns parsed JSON into a payload or throws; a throw makes the message poison. */
export type Decoder<P> = (raw: unknown) => P;

export interface MessageContext {
  readonly kind: string;
  readonly subject: string;
  /** `Nats-Msg-Id` (the outbox row id), or `<stream>:<sequence>` when the publisher set none. */
  readonly messageId: string;
  /** 1 on the first delivery. */
  readonly deliveryCount: number;
  readonly maxDeliver: number;
  /** True when a failure now sends the message to the dead-letter stream. */
  readonly isFinalAttempt: boolean;
  readonly headers: Readonly<HeaderRecord>;
  /** Fires when the runner shuts down and its grace period is over: stop and throw. */
  readonly signal: AbortSignal;
  /** Extends the ack deadline now; the runner also does this on a timer. */
  working(): void;
}

export type Handler<P> = (payload: P, context: MessageContext) => Promise<void>;

export type KindOf<M extends object> = keyof M & string;

export type Catalog<M extends object> = { readonly [K in KindOf<M>]: Decoder<M[K]> };

export type HandlerMap<M extends object> = { readonly [K in KindOf<M>]: Handler<M[K]> };

export interface RegisteredKind {
  readonly kind: string;
  decode(raw: unknown): unknown;
  handle(payload: unknown, context: MessageContext): Promise<void>;
}

export interface Registry<M extends object> {
  readonly kinds: readonly KindOf<M>[];
  lookup(kind: string): RegisteredKind | undefined;
}

export class RegistryError extends Error {
  override name = 'RegistryError';
}

export function createRegistry<M extends object>(catalog: Catalog<M>, handlers: HandlerMap<M>): Registry<M> {
  const kinds = Object.keys(catalog) as KindOf<M>[];
  const problems: string[] = [];
  if (kinds.length === 0) problems.push('no message kinds are declared');
  for (const kind of kinds) {
    try {
      assertValidKind(kind);
    } catch (error) {
      problems.push((error as Error).message);
    }
    if (typeof catalog[kind] !== 'function') problems.push(`kind "${kind}" has no payload decoder`);
    if (typeof (handlers as Record<string, unknown>)[kind] !== 'function') {
      problems.push(`kind "${kind}" has no handler`);
    }
  }
  for (const kind of Object.keys(handlers)) {
    if (!Object.hasOwn(catalog, kind)) problems.push(`handler for undeclared kind "${kind}"`);
  }
  if (problems.length > 0) throw new RegistryError(`Invalid message registry: ${problems.join('; ')}`);

  const entries = new Map<string, RegisteredKind>();
  for (const kind of kinds) {
    const decode = catalog[kind] as Decoder<unknown>;
    const handle = handlers[kind] as Handler<unknown>;
    entries.set(kind, { kind, decode, handle });
  }
  return {
    kinds,
    lookup: (kind) => entries.get(kind),
  };
}
