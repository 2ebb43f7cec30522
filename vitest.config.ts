import { defineConfig } from 'vitest/config';

// Three tiers share one run: small tests sit next to the code (`*.test.ts`), medium tests talk
// to real Postgres/NATS/S3 (`*.medium.test.ts`), end-to-end tests drive the gateway over HTTP
// (`test/e2e/*.e2e.test.ts`). Every test file makes its own database, streams and bucket, so
// files run in parallel safely.
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'services/*/src/**/*.test.ts',
      'deploy/local/**/*.test.ts',
      'test/**/*.test.ts',
    ],
    // The benchmarks themselves never run here (they are not *.test.ts); the tests of their runner do.
    exclude: ['**/node_modules/**', '.data/**', '.tools/**', '**/.scratch/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
