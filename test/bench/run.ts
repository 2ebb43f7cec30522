// On-demand benchmarks (never part of `npm test`): `npm run bench -- <name> [<name> ...]`. The
// modules imported here are libraries: a module that is also a child process's entry runs that
// entry only as the main module (`import.meta.main`), never from the arguments of this runner.
import { benchAcceptRate } from './accept-rate.bench.ts';
import { benchCameraMove } from './camera-move.bench.ts';
import { benchEnhancement } from './enhancement.bench.ts';
import { benchEventStream } from './event-stream.bench.ts';
import { benchExemplarCost } from './exemplar-cost.bench.ts';
import { benchFrameInterpolation } from './frame-interpolation.bench.ts';
import { benchGateway } from './gateway.bench.ts';
import { benchHopCost } from './hop-cost.bench.ts';
import { benchIdleRss } from './idle-rss.bench.ts';
import { benchJobLatency } from './job-latency.bench.ts';
import { benchListingRender } from './listing-render.bench.ts';
import { benchMediaMemory } from './media-memory.bench.ts';
import { benchOverload } from './overload.bench.ts';
import { benchOrmRead } from './orm-read.bench.ts';
import { benchProviders } from './providers.bench.ts';
import { benchRealEstateList } from './real-estate-list.bench.ts';
import { benchRefusalCost } from './refusal-cost.bench.ts';
import { benchWebhooks } from './webhooks.bench.ts';

const benchmarks: Record<string, () => Promise<string>> = {
  gateway: benchGateway,
  'idle-rss': benchIdleRss,
  'camera-move': benchCameraMove,
  enhancement: benchEnhancement,
  'frame-interpolation': benchFrameInterpolation,
  'media-memory': benchMediaMemory,
  'job-latency': benchJobLatency,
  'hop-cost': benchHopCost,
  'real-estate-list': benchRealEstateList,
  'listing-render': benchListingRender,
  'exemplar-cost': benchExemplarCost,
  webhooks: benchWebhooks,
  'event-stream': benchEventStream,
  providers: benchProviders,
  overload: benchOverload,
  'orm-read': benchOrmRead,
  'accept-rate': benchAcceptRate,
  'refusal-cost': benchRefusalCost,
};

const names = process.argv.slice(2);
const selected = names.length > 0 ? names : Object.keys(benchmarks);
// Every name checked before any benchmark runs: a typo in the last name must not cost the
// minutes the first ones take.
const unknown = selected.filter((name) => !(name in benchmarks));
if (unknown.length > 0) {
  console.error(
    `unknown benchmark${unknown.length > 1 ? 's' : ''} ${unknown.map((name) => `"${name}"`).join(', ')}; known: ${Object.keys(benchmarks).join(', ')}`,
  );
  process.exit(2);
}
for (const name of selected) {
  console.log(`\n## ${name}\n\n${await benchmarks[name]!()}\n`);
}
