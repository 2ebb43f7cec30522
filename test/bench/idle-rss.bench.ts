// Idle memory of every service (issue 2: each idles under 150 MiB RSS). Runs the local stack as
// `npm start` does (local-stack.ts), lets the services idle, reads each service process's
// resident set from /proc, then does some work and reads them again.
import { SERVICES } from '../../deploy/local/services.ts';
import { loadSharp } from '../../packages/media/src/index.ts';
import { servicePids, startLocalStack } from './local-stack.ts';
import { rssMiB } from './processes.ts';

const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const TARGET_MIB = 150;

/** Each service's RSS: the highest of five readings a second apart, so a timer firing cannot hide a peak. */
async function readAll(pids: Map<string, number>): Promise<Map<string, number>> {
  const peaks = new Map<string, number>();
  for (let i = 0; i < 5; i += 1) {
    for (const { name } of SERVICES) {
      const pid = pids.get(name);
      if (pid === undefined) throw new Error(`service ${name} is not running`);
      peaks.set(name, Math.max(peaks.get(name) ?? 0, await rssMiB(pid)));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return peaks;
}

async function exercise(base: string, apiKey: string): Promise<void> {
  const authorization = `Token ${apiKey}`;
  const sharp = await loadSharp();
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#4a7bd0' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([png], { type: 'image/png' }), 'idle.png');
  const upload = await fetch(`${base}/api/v2/studio/assets/images/`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  if (upload.status !== 201) throw new Error(`upload answered ${upload.status}: ${await upload.text()}`);
  const headers = { authorization, 'content-type': 'application/json' };
  const project = (await (
    await fetch(`${base}/api/v2/studio/projects/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Idle' }),
    })
  ).json()) as { id: string };
  const jobs = `${base}/api/v2/studio/projects/${project.id}/jobs/text-to-image/`;
  const job = (await (
    await fetch(jobs, {
      method: 'POST',
      headers,
      body: JSON.stringify({ prompt: 'a quiet harbour', model_name: 'zephyr_t2i' }),
    })
  ).json()) as { id: string };
  for (let polls = 0; polls < 600; polls += 1) {
    const state = (await (await fetch(`${jobs}${job.id}/`, { headers })).json()) as { status: string };
    if (state.status === 'completed') return;
    if (state.status !== 'queued' && state.status !== 'processing')
      throw new Error(`job ended ${state.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the job did not complete within 60 s');
}

export async function benchIdleRss(): Promise<string> {
  const stack = await startLocalStack();
  try {
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const pids = await servicePids(stack.pid);
    const fresh = await readAll(pids);
    // Then some work, so libraries loaded on first use are resident: an image upload (studio
    // measures it with sharp and stores it) and a text-to-image job (the worker renders it).
    await exercise(stack.base, stack.apiKey);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const worked = await readAll(pids);
    const verdict = (mib: number) => (mib < TARGET_MIB ? 'yes' : 'NO');
    return [
      `Idle RSS of each service of the local stack (\`npm start\`): ${IDLE_SECONDS} s after /healthz answered 200, and again ${IDLE_SECONDS} s after an image upload and a text-to-image job; highest of five readings a second apart.`,
      '',
      `| service | idle, fresh (MiB) | under ${TARGET_MIB} | idle after work (MiB) | under ${TARGET_MIB} |`,
      '|---|---|---|---|---|',
      ...SERVICES.map(
        ({ name }) =>
          `| ${name} | ${fresh.get(name)!.toFixed(0)} | ${verdict(fresh.get(name)!)} | ${worked.get(name)!.toFixed(0)} | ${verdict(worked.get(name)!)} |`,
      ),
    ].join('\n');
  } finally {
    await stack.stop();
  }
}
