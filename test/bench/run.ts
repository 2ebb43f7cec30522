// On-demand benchmarks (never part of `npm test`): `npm run bench -- <name>`.
import { benchCameraMove } from './camera-move.bench.ts';
import { benchEnhancement } from './enhancement.bench.ts';
import { benchEventStream } from './event-stream.bench.ts';
import { benchExemplarCost } from './exemplar-cost.bench.ts';
import { benchGateway } from './gateway.bench.ts';
import { benchHopCost } from './hop-cost.bench.ts';
import { benchIdleRss } from './idle-rss.bench.ts';
import { benchJobLatency } from './job-latency.bench.ts';
import { benchListingRender } from './listing-render.bench.ts';
import { benchMediaMemory } from './media-memory.bench.ts';
import { benchProviders } from './providers.bench.ts';
import { benchRealEstateList } from './real-estate-list.bench.ts';
import { benchWebhooks } from './webhooks.bench.ts';

const benchmarks: Record<string, () => Promise<string>> = {
  gateway: benchGateway,
  'idle-rss': benchIdleRss,
  'camera-move': benchCameraMove,
  enhancement: benchEnhancement,
  'media-memory': benchMediaMemory,
  'job-latency': benchJobLatency,
  'hop-cost': benchHopCost,
  'real-estate-list': benchRealEstateList,
  'listing-render': benchListingRender,
  'exemplar-cost': benchExemplarCost,
  webhooks: benchWebhooks,
  'event-stream': benchEventStream,
  providers: benchProviders,
};

const names = process.argv.slice(2);
const selected = names.length > 0 ? names : Object.keys(benchmarks);
for (const name of selected) {
  const bench = benchmarks[name];
  if (!bench) {
    console.error(`unknown benchmark "${name}"; known: ${Object.keys(benchmarks).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n## ${name}\n\n${await bench()}\n`);
}
