#!/usr/bin/env node
// The command line of @media-platform/client: `media-platform <command>`. The key and the API's
// address come from MEDIA_PLATFORM_API_KEY and MEDIA_PLATFORM_BASE_URL (--api-key and
// --base-url override them). Answers go to stdout as JSON, progress to stderr; a refused call
// prints one line (status, what is wrong, the fields, the error id) and exits non-zero.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { APIError, JobFailedError, MediaPlatform } from '../node.ts';
import { listingVideo, type ListingOptions } from './listing-video.ts';
import { Progress } from './progress.ts';
import { textToImage } from './text-to-image.ts';
import { waitForJob } from './wait-job.ts';

const USAGE = `Usage: media-platform <command> [options]

Commands:
  balance                               the account's credits
  text-to-image "<prompt>" --out <file> [--model zephyr_t2i] [--project <studio project id>]
  listing-video <folder of photos> --address "<street address>" [--price "<price>"]
      [--agent <agent id | "First Last">] [--agent-email <e-mail>] [--agent-phone <number>]
      [--agent-photo <file>] [--suburb <suburb>] [--state <state>] [--bedrooms N]
      [--bathrooms N] [--parking N] [--voice <voice id, default the first English voice>]
      [--model <image-to-video model>]
      [--format 16:9,9:16] [--duration <seconds, 15-180>] --out <folder>
  jobs wait <job id> [--project <project id>] [--shot <shot id>] [--kind <kind>] [--timeout <seconds>]

Options for every command:
  --api-key <key>     default: MEDIA_PLATFORM_API_KEY
  --base-url <url>    default: MEDIA_PLATFORM_BASE_URL (else http://127.0.0.1:8080, npm start's)
  -h, --help`;

const OPTIONS = {
  'api-key': { type: 'string' },
  'base-url': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  out: { type: 'string' },
  model: { type: 'string' },
  project: { type: 'string' },
  shot: { type: 'string' },
  kind: { type: 'string' },
  timeout: { type: 'string' },
  address: { type: 'string' },
  price: { type: 'string' },
  name: { type: 'string' },
  suburb: { type: 'string' },
  state: { type: 'string' },
  bedrooms: { type: 'string' },
  bathrooms: { type: 'string' },
  parking: { type: 'string' },
  agent: { type: 'string' },
  'agent-email': { type: 'string' },
  'agent-phone': { type: 'string' },
  'agent-photo': { type: 'string' },
  voice: { type: 'string' },
  format: { type: 'string' },
  duration: { type: 'string' },
} as const;

const FORMATS = ['16:9', '9:16', '1:1', '4:5'] as const;

/** A mistake in the command line: the usage goes with it, exit code 2. */
class UsageError extends Error {}

function integer(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} takes a whole number, not "${value}"`);
  return Number(value);
}

/** The render's target length, checked before anything is made (and paid for) so a typo costs nothing. */
function duration(value: string | undefined): number | undefined {
  const seconds = integer('duration', value);
  if (seconds !== undefined && (seconds < 15 || seconds > 180)) {
    throw new UsageError(`--duration takes 15 to 180 seconds, not ${seconds}`);
  }
  return seconds;
}

function required(name: string, value: string | undefined): string {
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
}

export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    process.stdout.write(`${USAGE}\n`);
    return command || values.help ? 0 : 2;
  }
  const apiKey = values['api-key'] ?? process.env.MEDIA_PLATFORM_API_KEY;
  if (!apiKey) throw new UsageError('no API key: set MEDIA_PLATFORM_API_KEY or pass --api-key');
  const client = new MediaPlatform({
    apiKey,
    baseUrl: values['base-url'] ?? process.env.MEDIA_PLATFORM_BASE_URL,
  });
  const progress = new Progress();
  const print = (answer: unknown) => process.stdout.write(`${JSON.stringify(answer, null, 2)}\n`);
  switch (command) {
    case 'balance':
      print(await client.balance.retrieve());
      return 0;
    case 'text-to-image': {
      const prompt = rest.join(' ').trim();
      if (!prompt) throw new UsageError('text-to-image needs a prompt');
      print(
        await textToImage(
          client,
          { prompt, out: required('out', values.out), model: values.model, project: values.project },
          progress,
        ),
      );
      return 0;
    }
    case 'listing-video': {
      const folder = rest[0];
      if (!folder) throw new UsageError('listing-video needs a folder of photos');
      const formats = (values.format ?? '16:9').split(',').map((format) => format.trim());
      const unknown = formats.filter((format) => !(FORMATS as readonly string[]).includes(format));
      if (unknown.length > 0)
        throw new UsageError(`--format takes ${FORMATS.join(', ')}; not ${unknown.join(', ')}`);
      const options: ListingOptions = {
        folder,
        address: required('address', values.address),
        price: values.price,
        name: values.name,
        suburb: values.suburb,
        state: values.state,
        bedrooms: integer('bedrooms', values.bedrooms),
        bathrooms: integer('bathrooms', values.bathrooms),
        parking: integer('parking', values.parking),
        agent: values.agent,
        agentEmail: values['agent-email'],
        agentPhone: values['agent-phone'],
        agentPhoto: values['agent-photo'],
        voice: values.voice,
        model: values.model,
        formats: formats as ListingOptions['formats'],
        durationS: duration(values.duration),
        out: required('out', values.out),
      };
      print(await listingVideo(client, options, progress));
      return 0;
    }
    case 'jobs': {
      if (rest[0] !== 'wait' || !rest[1]) throw new UsageError('jobs wait <job id>');
      const timeoutS = integer('timeout', values.timeout);
      print(
        await waitForJob(
          client,
          {
            id: rest[1],
            project: values.project,
            shot: values.shot,
            kind: values.kind,
            timeoutMs: timeoutS && timeoutS * 1000,
          },
          progress,
        ),
      );
      return 0;
    }
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

/** The one line a shell user reads for a failure. */
export function failureLine(err: unknown): string {
  if (err instanceof APIError) {
    const id = err.errorId ? ` (error id ${err.errorId})` : '';
    return `error: ${err.message.replace(/\n\s*/g, '; ')}${id}`;
  }
  if (err instanceof JobFailedError) return `error: ${err.message}`;
  return `error: ${err instanceof Error ? err.message : String(err)}`;
}

// Run as a program (the bin link, `node main.js`), not when a test imports it.
const invoked =
  process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (invoked) {
  // Exits as soon as the command is done: a job still followed (another shot's, after one
  // failed) must not keep the shell waiting.
  const exit = (code: number) => process.stdout.write('', () => process.exit(code));
  main(process.argv.slice(2)).then(exit, (err: unknown) => {
    process.stderr.write(`${failureLine(err)}\n`);
    if (err instanceof UsageError) process.stderr.write(`\n${USAGE}\n`);
    exit(err instanceof UsageError ? 2 : 1);
  });
}
