// `npm start`: the whole platform on one machine. See README.md in this folder.
import { resolve } from 'node:path';
import { LocalStack } from './orchestrator.ts';
import { repositoryLayout } from './stack-layout.ts';
import { consoleSink } from './processes.ts';
import { stackReplicas } from './replicas.ts';
import { SERVICES } from './services.ts';
import { loadSettings } from './settings.ts';

const root = resolve(import.meta.dirname, '..', '..');

let settings;
try {
  settings = loadSettings(root);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

const replicas = stackReplicas(SERVICES, settings);
const names = [
  'stack',
  'postgres',
  'nats',
  'redis',
  'prometheus',
  'cli',
  ...replicas.map((replica) => replica.name),
];
const stack = new LocalStack(settings, SERVICES, repositoryLayout, {
  sink: consoleSink(names),
  print: (text) => process.stdout.write(`${text}\n`),
  color: process.stdout.isTTY === true,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => stack.requestStop(signal));
}
// `npm start` puts npm and a shell above the runner; npm exits on SIGTERM without passing it
// on. Being re-parented means whoever started the stack is gone, so stop as for a hang-up.
const parent = process.ppid;
const orphanWatch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphanWatch);
  stack.requestStop('parent process exited');
}, 1_000);
orphanWatch.unref();
const code = await stack.run();
// Nothing is left to wait for; do not let a lingering socket keep the runner alive.
process.exit(code);
