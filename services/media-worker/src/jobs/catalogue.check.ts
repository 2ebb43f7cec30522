// Start-up check of the model catalogue against the engines this worker has: a model whose engine
// is missing, or whose adapter settings cannot work, stops the worker before it takes any job,
// instead of failing every job of that model later.
import type { Catalogue, ModelKind } from '@platform/catalogue';
import type { JobKind } from '@platform/jobs';
import { findEngine, type EngineSet } from './job-engine.ts';

/** Catalogue model kinds served by this worker's job kinds; other kinds are not its business. */
export const JOB_KIND_BY_MODEL_KIND: Readonly<Partial<Record<ModelKind, JobKind>>> = {
  t2i: 'text_to_image',
  i2t: 'image_to_text',
  i2v: 'image_to_video',
  t2a: 'voiceover',
};

export class EngineCatalogueError extends Error {
  override name = 'EngineCatalogueError';
}

export function checkCatalogue(catalogue: Catalogue, engines: EngineSet): void {
  const problems: string[] = [];
  for (const entry of catalogue.list({ enabled: true })) {
    const kind = JOB_KIND_BY_MODEL_KIND[entry.kind];
    if (!kind) continue;
    const engine = findEngine(engines, kind, entry.engine);
    if (!engine) {
      problems.push(`${entry.name}: this worker has no engine "${entry.engine}" for ${kind} jobs`);
      continue;
    }
    try {
      engine.checkConfig(entry.config);
    } catch (error) {
      problems.push(`${entry.name}: ${(error as Error).message}`);
    }
  }
  if (problems.length > 0)
    throw new EngineCatalogueError(
      `The model catalogue does not fit this worker:\n  ${problems.join('\n  ')}`,
    );
}
