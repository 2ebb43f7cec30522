// The developer account the stack creates on its first run, so `npm start` ends with an API key
// that works. Kept in the data folder (mode 600) and shown again on later runs.
import { readFile, rename, writeFile } from 'node:fs/promises';
import { describeExit, type ExitInfo } from './processes.ts';

export interface DevAccount {
  account_id: number;
  email: string;
  api_key: string;
}

export const DEV_EMAIL = 'dev@example.com';
export const DEV_CREDITS = 100;

function parseAccount(value: unknown, source: string): DevAccount {
  const candidate = value as Partial<DevAccount> | null;
  if (
    !candidate ||
    typeof candidate !== 'object' ||
    typeof candidate.account_id !== 'number' ||
    typeof candidate.email !== 'string' ||
    typeof candidate.api_key !== 'string' ||
    candidate.api_key.length === 0
  ) {
    throw new Error(`${source} is not a {account_id, email, api_key} object: ${JSON.stringify(value)}`);
  }
  return { account_id: candidate.account_id, email: candidate.email, api_key: candidate.api_key };
}

/** The CLI prints one JSON object; tolerate log lines around it by taking the last JSON line. */
export function parseCliOutput(stdout: string): DevAccount {
  const trimmed = stdout.trim();
  const candidates = [
    trimmed,
    ...trimmed
      .split('\n')
      .reverse()
      .map((line) => line.trim())
      .filter((line) => line.startsWith('{')),
  ];
  for (const text of candidates) {
    try {
      return parseAccount(JSON.parse(text), 'The CLI output');
    } catch {
      // try the next candidate
    }
  }
  throw new Error(`The CLI did not print an account as JSON; it printed:\n${trimmed || '(nothing)'}`);
}

export async function readDevAccount(file: string): Promise<DevAccount | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  return parseAccount(JSON.parse(text), file);
}

/** Written to a temporary file first so an interrupted run never leaves half a key behind. */
export async function saveDevAccount(file: string, account: DevAccount): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(account, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, file);
}

export const balanceUrl = (gatewayUrl: string): string => `${gatewayUrl}/api/accounts/profile/balance/`;

export const exampleCurl = (gatewayUrl: string, apiKey: string): string =>
  `curl -H "Authorization: Token ${apiKey}" ${balanceUrl(gatewayUrl)}`;

/** Whether the gateway accepts the key (false after the database was replaced). */
export async function keyAccepted(gatewayUrl: string, apiKey: string): Promise<boolean> {
  const response = await fetch(balanceUrl(gatewayUrl), {
    headers: { Authorization: `Token ${apiKey}` },
    signal: AbortSignal.timeout(5_000),
  });
  await response.arrayBuffer();
  return response.status !== 401 && response.status !== 403;
}

export interface DevAccountOutcome {
  account: DevAccount | null;
  /** Shown under the account in the banner: why there is none, or why the saved key may not work. */
  note?: string;
}

/**
 * The account saved in `file`, or a new one from `create` (the billing CLI, which prints it as
 * JSON), saved for the next run. A failure is a note, not an error: the platform itself is up,
 * and the account is tried again on the next run.
 */
export async function obtainDevAccount(
  file: string,
  gatewayUrl: string,
  create: () => Promise<{ exit: ExitInfo; stdout: string }>,
): Promise<DevAccountOutcome> {
  const saved = await readDevAccount(file);
  if (saved) {
    const accepted = await keyAccepted(gatewayUrl, saved.api_key).catch(() => true);
    return accepted
      ? { account: saved }
      : {
          account: saved,
          note: `The gateway rejects this saved key (was the database replaced?). Delete ${file} to create a new account.`,
        };
  }
  try {
    const result = await create();
    if (result.exit.code !== 0) throw new Error(`the CLI ${describeExit(result.exit)}`);
    const account = parseCliOutput(result.stdout);
    await saveDevAccount(file, account);
    return { account };
  } catch (err) {
    return { account: null, note: `Could not create the dev account: ${(err as Error).message}` };
  }
}
