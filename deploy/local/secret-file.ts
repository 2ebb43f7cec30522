// Local secrets (the database password, the gateway's JWT key) are random per machine and kept
// in the data folder, readable only by the owner, so restarts keep working with the same ones.
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';

/** Reads the secret in `file`, or creates one there; with `mustExist`, a missing file is an error. */
export async function readOrCreateSecret(
  file: string,
  options: { mustExist?: string } = {},
): Promise<string> {
  try {
    const secret = (await readFile(file, 'utf8')).trim();
    if (secret.length > 0) return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  if (options.mustExist) throw new Error(`${file} is missing: ${options.mustExist}`);
  const secret = randomBytes(32).toString('base64url');
  // 'wx': two runners racing must not each write a different secret.
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
