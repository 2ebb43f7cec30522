// A file's media type from its first bytes, read without loading the file.
import { open } from 'node:fs/promises';
import { sniff } from './uploads.ts';

export async function sniffPath(path: string): Promise<string> {
  const file = await open(path, 'r');
  try {
    const head = new Uint8Array(16);
    await file.read(head, 0, 16, 0);
    return sniff(head) ?? '';
  } finally {
    await file.close();
  }
}
