// A catalogue model may name fallback models of the same kind. When the model's provider fails
// for the provider's own reasons (a 5xx, a timeout, a dropped connection, throttling that
// outlasted the retries), the job runs once on the next model in the list, and so on; a refusal
// of the input (a 4xx), a broken catalogue entry, a cancel or the deadline never falls back,
// because another provider would refuse, or should not run, just the same.
// Each model keeps its own provider-request record, so a redelivered job resumes every request
// it placed instead of placing it again.
import { trace } from '@opentelemetry/api';
import { AdapterConfigError, AdapterError } from '@platform/http-client';
import type { Logger } from '@platform/logging';
import { lazyInstruments } from '@platform/telemetry';
import type { JobEngine } from './job-engine.ts';
import type { ProviderRequestStore } from './provider-request.store.ts';

const instruments = lazyInstruments((meter) => ({
  fallbacks: meter.createCounter('jobs.worker.fallbacks', {
    description: "Jobs handed to a fallback model after their model failed for its provider's reasons",
  }),
}));

/** One model that may run the job: the requested one first, then its fallbacks in order. */
export interface EngineCandidate<Request, Result> {
  modelName: string;
  engineConfig: Readonly<Record<string, unknown>>;
  engine: JobEngine<Request, Result>;
}

/** A failure that is the provider's, not the input's: worth trying another provider. */
export function isProviderFailure(error: unknown): boolean {
  if (!(error instanceof AdapterError) || error instanceof AdapterConfigError) return false;
  return error.status === null || error.status === 429 || error.status >= 500;
}

export interface FallbackDeps {
  kind: string;
  jobId: string;
  logger: Logger;
  providerRequests?: ProviderRequestStore;
}

/** Runs the first candidate, and the next ones while each fails for its provider's reasons. */
export function withFallbacks<Request, Result>(
  candidates: readonly EngineCandidate<Request, Result>[],
  deps: FallbackDeps,
): JobEngine<Request, Result> {
  const [first] = candidates;
  if (!first) throw new Error('withFallbacks needs at least one candidate');
  if (candidates.length === 1) return first.engine;
  return {
    id: first.engine.id,
    checkConfig: (config) => first.engine.checkConfig(config),
    async run(request, context) {
      for (const [index, candidate] of candidates.entries()) {
        const next = candidates[index + 1];
        try {
          const result = await candidate.engine.run(asModel(request, candidate.modelName), {
            ...context,
            engineConfig: candidate.engineConfig,
            // The requested model keeps the job's own record (as it would without fallbacks).
            providerRequest:
              index === 0
                ? context.providerRequest
                : deps.providerRequests?.slot(`${deps.jobId}#${candidate.modelName}`),
          });
          trace.getActiveSpan()?.setAttribute('job.served_by', candidate.modelName);
          if (index > 0)
            deps.logger.info(
              { served_by: candidate.modelName, model: first.modelName },
              'job served by a fallback model',
            );
          return result;
        } catch (error) {
          if (!next || context.signal.aborted || !isProviderFailure(error)) throw error;
          deps.logger.warn(
            { err: error, model: candidate.modelName, fallback: next.modelName },
            "the model's provider failed; the job goes to its fallback model",
          );
          instruments().fallbacks.add(1, {
            'job.kind': deps.kind,
            'job.model': candidate.modelName,
            'job.fallback': next.modelName,
          });
        }
      }
      throw new Error('unreachable: the last candidate returns or throws');
    },
  };
}

/** Requests that name their model carry the candidate's name, so limits and logs follow it. */
function asModel<Request>(request: Request, modelName: string): Request {
  return request && typeof request === 'object' && 'modelName' in request
    ? { ...request, modelName }
    : request;
}
