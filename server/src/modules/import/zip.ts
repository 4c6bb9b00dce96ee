import { createInflateRaw } from 'node:zlib';
import { takingTurns } from './turns';

/**
 * Just enough of the zip format to read an xlsx held in memory: its central directory, and one entry's text
 * unpacked a chunk at a time. Malformed input throws a plain Error (a RangeError past the end of the bytes).
 */

/** One file of a zip, as its central directory lists it. */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  /** Unpacked bytes, as declared: the real count may differ, and is only known by unpacking. */
  declaredSize: number;
  localHeader: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_OF_DIRECTORY_SIZE = 22;
const MAX_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED = 1;
const CHUNK = 64 * 1024;

/** The end-of-central-directory record sits after the entries, followed by a comment of up to 64 KB. */
function endOfDirectory(zip: Buffer): number {
  const last = zip.length - END_OF_DIRECTORY_SIZE;
  for (let at = last; at >= Math.max(0, last - MAX_COMMENT); at -= 1) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new Error('zip: no central directory');
}

/** The entries of the central directory, in its order. */
export function zipEntries(zip: Buffer): ZipEntry[] {
  const end = endOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Error('zip: bad central directory');
    const nameLength = zip.readUInt16LE(at + 28);
    entries.push({
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      declaredSize: zip.readUInt32LE(at + 24),
      localHeader: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** The entry's bytes as stored, found through its local header (whose name and extra field may differ). */
function storedBytes(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeader;
  if (zip.readUInt32LE(at) !== LOCAL_HEADER) throw new Error('zip: bad local header');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > zip.length) throw new Error('zip: entry past the end');
  return zip.subarray(start, end);
}

function* slices(bytes: Buffer): Generator<Buffer> {
  for (let at = 0; at < bytes.length; at += CHUNK) yield bytes.subarray(at, at + CHUNK);
}

/**
 * The entry's unpacked bytes, a chunk at a time. Inflating runs off the main thread and only as fast as the
 * chunks are taken, so a caller that stops early stops it.
 */
function unpackedChunks(zip: Buffer, entry: ZipEntry): Iterable<Buffer> | AsyncIterable<Buffer> {
  if (entry.flags & ENCRYPTED) throw new Error('zip: encrypted entry');
  const bytes = storedBytes(zip, entry);
  if (entry.method === STORED) return slices(bytes);
  if (entry.method !== DEFLATED) throw new Error(`zip: compression method ${entry.method}`);
  const inflate = createInflateRaw({ chunkSize: CHUNK });
  inflate.end(bytes);
  return inflate;
}

/**
 * The entry's text (UTF-8), unpacked a chunk at a time, with turns for the event loop between chunks; `count`
 * hears of each chunk's size before it is decoded, and may throw to stop the unpacking there.
 */
export async function* entryText(
  zip: Buffer,
  entry: ZipEntry,
  count: (bytes: number) => void,
): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  for await (const chunk of takingTurns(unpackedChunks(zip, entry))) {
    count(chunk.length);
    // `stream` keeps a character split between two chunks whole.
    yield decoder.decode(chunk, { stream: true });
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}
