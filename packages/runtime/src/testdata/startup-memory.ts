// A service whose start keeps what it allocates, as loading modules does; once it is up it prints
// the young generation's size in bytes (startup-memory.test.ts runs it with and without --expose-gc).
import { getHeapSpaceStatistics } from 'node:v8';
import { runService } from '../index.ts';

const kept: unknown[] = [];
await runService({
  service: 'startup-memory',
  loadConfig: () => ({ LOG_LEVEL: 'silent' }),
  async start() {
    for (let i = 0; i < 300_000; i++) kept.push({ index: i, name: `module ${i}` });
    return { stop: async () => {} };
  },
  telemetry: { shutdown: async () => {} },
  signals: [],
});
const newSpace = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
process.stdout.write(String(newSpace?.space_size ?? -1));
