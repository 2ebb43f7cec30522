// Media worker: JetStream consumers per job kind, the built-in engines and the HTTP adapters.
export * from './engines/index.ts';
export { startMediaWorker, type MediaWorker, type MediaWorkerOptions } from './app.ts';
export { durableName } from './consumers/job.consumers.ts';
export { processingMsgId, resultMsgId } from './consumers/status.publisher.ts';
export type { EngineSet, JobEngine, JobEngineContext, KindEngines } from './jobs/job-engine.ts';
