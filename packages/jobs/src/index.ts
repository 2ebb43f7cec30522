// The message contract between job owners and the media worker (jobs.ts has the whole picture).
export * from './jobs.ts';
export * from './results.ts';
export * from './shot-described.ts';
