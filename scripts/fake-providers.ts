// Local stand-ins for fal and Replicate, for trying hosted models on the local stack without
// provider accounts: the same fakes the tests use (answering exactly the providers' documented
// shapes), plus a catalogue that moves some of the spec's model names onto them.
//   node scripts/fake-providers.ts            (keeps running; Ctrl-C stops it)
// then, in another terminal, the command it prints:
//   MODEL_CATALOGUE_PATH=.data/fake-providers.catalogue.json FAL_KEY=local REPLICATE_API_TOKEN=local npm start
// and use the API as usual: `zephyr_t2i` and `hexal_fast_i2v` run on the fal fake (with
// `volta_standard_i2v` on the Replicate fake as hexal's fallback), `lumen_i2t` on the Replicate fake.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { DEFAULT_CATALOGUE_PATH, parseCatalogue } from '../packages/catalogue/src/index.ts';
import { startProviderServer } from '../packages/http-client/src/testing/provider.server.ts';
import { FAL_I2V_APP, FAL_T2I_APP, playFal } from '../services/media-worker/src/testing/fal.provider.ts';
import { testStill } from '../services/media-worker/src/testing/images.ts';
import { playReplicate } from '../services/media-worker/src/testing/replicate.provider.ts';

const run = promisify(execFile);
const CATALOGUE = resolve('.data/fake-providers.catalogue.json');

async function clip(): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'fake-providers-'));
  try {
    const path = join(dir, 'clip.mp4');
    await run('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=1280x720:rate=24:duration=5',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      path,
    ]);
    return await readFile(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const [falImages, falVideos, replicate] = await Promise.all([
  startProviderServer(),
  startProviderServer(),
  startProviderServer(),
]);
const video = await clip();
playFal(falImages, { file: await testStill(1024, 1024, 'png'), pendingPolls: 2 });
playFal(falVideos, { file: video, pendingPolls: 3 });
playReplicate(replicate, { output: '{file}', file: video, pendingPolls: 2 });
// The Replicate fake answers every model with the same output; image to text gets its own.
const replicateText = await startProviderServer();
playReplicate(replicateText, { output: ['A bright ', 'room with ', 'large windows.'], pendingPolls: 1 });

const timing = { poll_interval_ms: 500 };
const hosted: Record<string, Record<string, unknown>> = {
  zephyr_t2i: { engine: 'fal-queue', config: { base_url: falImages.url, app: FAL_T2I_APP, ...timing } },
  hexal_fast_i2v: {
    engine: 'fal-queue',
    config: { base_url: falVideos.url, app: FAL_I2V_APP, ...timing },
    fallback: ['volta_standard_i2v'],
    unit: 'job',
    price: '0.2500',
  },
  volta_standard_i2v: {
    engine: 'replicate',
    config: { base_url: `${replicate.url}/v1`, model: 'wan-video/wan-2.2-i2v-fast', wait_s: 0, ...timing },
    unit: 'job',
    price: '0.2500',
  },
  lumen_i2t: {
    engine: 'replicate',
    config: { base_url: `${replicateText.url}/v1`, model: 'yorickvp/llava-13b', wait_s: 0, ...timing },
  },
};
const shipped = JSON.parse(await readFile(DEFAULT_CATALOGUE_PATH, 'utf8')) as {
  models: Array<Record<string, unknown>>;
};
const catalogue = {
  ...shipped,
  models: shipped.models.map((model) => ({ ...model, ...hosted[model.name as string] })),
};
parseCatalogue(catalogue, CATALOGUE);
await mkdir(resolve('.data'), { recursive: true });
await writeFile(CATALOGUE, `${JSON.stringify(catalogue, null, 2)}\n`);

console.log(
  `fal (images) ${falImages.url}, fal (videos) ${falVideos.url}, Replicate ${replicate.url}, Replicate (text) ${replicateText.url}`,
);
console.log(`catalogue written to ${CATALOGUE}; start the stack with:\n`);
console.log(`  MODEL_CATALOGUE_PATH=${CATALOGUE} FAL_KEY=local REPLICATE_API_TOKEN=local npm start\n`);
const servers = {
  'fal images': falImages,
  'fal videos': falVideos,
  replicate,
  'replicate text': replicateText,
};
const logged = new Map<string, number>();
// What the stack asked of each fake, as it happens.
setInterval(() => {
  for (const [name, server] of Object.entries(servers)) {
    for (const request of server.requests.slice(logged.get(name) ?? 0))
      console.log(`${name}: ${request.method} ${request.path.split('?')[0]}`);
    logged.set(name, server.requests.length);
  }
}, 500);
process.on(
  'SIGINT',
  () => void Promise.all(Object.values(servers).map((server) => server.close())).then(() => process.exit(0)),
);
