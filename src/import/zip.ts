// A workbook's zip as fflate reads it, looked at before anything unpacks it whole: its parts from
// its central directory (APPNOTE.TXT 4.3.16 and 4.3.12, zip64's 4.3.14 and 4.5.3), found exactly
// as fflate's unzipSync and unzip find them (a directory they would read without its entries'
// marks is refused); then the parts read-excel-file reads, each inflated once, in small steps,
// stopped as soon as it passes the size the directory declares, into a zip of stored parts that
// the reader is handed: it takes a whole file and no parts (9.3.17), and copies a stored part where
// it would inflate it again. Takes the file's bytes, whatever they hold (no offset in them is
// trusted); returns the parts, or the part that lies.
import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';

/** The zip reader, loaded when a workbook is read (read-workbook.ts): lib/ leaves it out. */
export const fflate = () => createRequire(import.meta.url)('fflate') as typeof import('fflate');

export interface ZipPart {
  name: string;
  /** 0 stored, 8 deflated (any other, fflate refuses). */
  method: number;
  /** The unpacked size the directory declares: the buffer fflate unpacks the part into. */
  declared: number;
  /** The part's packed bytes. */
  data: Uint8Array;
}

/**
 * The memory fflate's unzip takes for a part: a deflated one's declared size (the buffer it
 * unpacks into), a stored one's packed bytes, which it copies whatever size the directory
 * declares (entries that share one stored part's bytes are each copied).
 */
export const unpackedSize = (part: ZipPart): number => (part.method === 0 ? part.data.length : part.declared);

const u16 = (d: Uint8Array, at: number) => d[at]! | (d[at + 1]! << 8);
const u32 = (d: Uint8Array, at: number) => (d[at]! | (d[at + 1]! << 8) | (d[at + 2]! << 16) | (d[at + 3]! << 24)) >>> 0;
const u64 = (d: Uint8Array, at: number) => u32(d, at) + u32(d, at + 4) * 2 ** 32;

/**
 * The parts in the directory's order; undefined when it is no zip (no end record in its last 64 KB)
 * or its directory cannot be read (an entry without its mark, a zip64 size not in its extra
 * field). A directory that says it has more entries than its bytes can hold (each takes 46 at
 * least) is refused: fflate would read each of billions of them.
 */
export function zipDirectory(bytes: Uint8Array): ZipPart[] | undefined {
  let end = bytes.length - 22;
  for (; u32(bytes, end) !== 0x06054b50; --end) if (!end || bytes.length - end > 65558) return undefined;
  let count = u16(bytes, end + 8);
  let at = u32(bytes, end + 16);
  let zip64 = count > 0 && u32(bytes, end - 20) === 0x07064b50;
  if (zip64) {
    const record = u32(bytes, end - 12);
    zip64 = u32(bytes, record) === 0x06064b50;
    if (zip64) [count, at] = [u32(bytes, record + 32), u32(bytes, record + 48)];
  }
  if (count * 46 > bytes.length) return undefined;
  const parts: ZipPart[] = [];
  for (let i = 0; i < count; i++) {
    // An entry's own mark, which fflate does not look for: a directory pointing elsewhere (past the
    // file's end) is damaged, and nothing read from it would be a part.
    if (u32(bytes, at) !== 0x02014b50) return undefined;
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    // UTF-8 when the entry's flag says so (bit 11), else ISO 8859-1, as fflate reads it; a name
    // cut short by the file's end is what the file holds of it (subarray keeps within the file).
    const raw = bytes.subarray(at + 46, at + 46 + nameLength);
    const name = Buffer.from(raw.buffer, raw.byteOffset, raw.length).toString(u16(bytes, at + 8) & 2048 ? 'utf8' : 'latin1');
    const sizes = zip64Sizes(bytes, at + 46 + nameLength, extraLength, zip64, [u32(bytes, at + 20), u32(bytes, at + 24), u32(bytes, at + 42)]);
    if (!sizes) return undefined;
    const [packed, declared, offset] = sizes;
    const start = offset + 30 + u16(bytes, offset + 26) + u16(bytes, offset + 28);
    parts.push({ name, method: u16(bytes, at + 10), declared, data: bytes.subarray(start, start + packed) });
    at += 46 + nameLength + extraLength + u16(bytes, at + 32);
  }
  return parts;
}

type Sizes = [packed: number, declared: number, offset: number];

/** A zip64 entry's packed size, unpacked size and offset: those its header marks 0xFFFFFFFF come from its extra field. */
function zip64Sizes(d: Uint8Array, from: number, length: number, zip64: boolean, sizes: Sizes): Sizes | undefined {
  const [packed, declared, offset] = sizes;
  const [p, u, o] = sizes.map((v) => (v === 0xffffffff ? 1 : 0)) as [number, number, number];
  if (!zip64 || !(p + u + o)) return sizes;
  for (let b = from; b + 4 < from + length; b += 4 + u16(d, b + 2)) {
    if (u16(d, b) === 1) return [p ? u64(d, b + 4 + 8 * u) : packed, u ? u64(d, b + 4) : declared, o ? u64(d, b + 4 + 8 * (u + p)) : offset];
  }
  return undefined;
}

/** Packed bytes inflated at a time: at most about 16 MB unpacked (DEFLATE's 1,032 to 1), the most read past a part's end. */
const STEP = 16 * 1024;

/** The parts read-excel-file reads: its own filter (filterZipArchiveEntry), which it does not give its unzip. */
export const readerPart = (name: string): boolean => name.endsWith('.xml') || name.endsWith('.xml.rels');

export interface Unpacked {
  /** The parts as a zip whose every part is stored (method 0): what the reader is handed. */
  zip: ArrayBuffer;
  /** Each part's unpacked bytes, by name, within `zip`. */
  files: Map<string, Uint8Array>;
}

/**
 * The parts `keep` names, each unpacked once into a zip of stored parts (the last entry of a name
 * given twice, as fflate's unzip keeps it); or the first of them that unpacks to more than its
 * directory declares, found without unpacking it further than one step past that size. fflate's
 * own unzip unpacks a part into a buffer of the declared size but decodes the whole of its stream
 * past the buffer's end (fflate 0.8.3, inflt): a part declared 1 KB that unpacks to GBs costs the
 * CPU of the GBs. Since the declared sizes were added up against the workbook's limit first, the
 * parts that tell the truth unpack to no more than that limit all together. More parts than a zip
 * without zip64 lists (65,535) are `many`: no workbook has them.
 */
export function unpackParts(parts: ZipPart[], keep: (name: string) => boolean): Unpacked | { lying: ZipPart } | { many: number } {
  const last = new Map(parts.map((part, i) => [part.name, i]));
  const kept = parts.filter((part, i) => keep(part.name) && last.get(part.name) === i);
  if (kept.length > 0xffff) return { many: kept.length };
  const names = kept.map((part) => Buffer.from(part.name));
  const room = kept.reduce((sum, part, i) => sum + 76 + 2 * names[i]!.length + unpackedSize(part), 22);
  const buffer = new ArrayBuffer(room);
  const out = Buffer.from(buffer);
  const directory: Buffer[] = [];
  const spans: [name: string, start: number, size: number][] = [];
  let at = 0;
  for (const [i, part] of kept.entries()) {
    const name = names[i]!;
    const start = at + 30 + name.length;
    let size = part.data.length;
    if (part.method === 8) {
      size = 0;
      const inflate = new (fflate().Inflate)((chunk) => {
        size += chunk.length;
        if (size <= part.declared) out.set(chunk, start + size - chunk.length);
      });
      for (let from = 0; from < part.data.length && size <= part.declared; from += STEP) {
        inflate.push(part.data.subarray(from, from + STEP), from + STEP >= part.data.length);
      }
      if (size > part.declared) return { lying: part };
    } else out.set(part.data, start);
    const header = storedHeader(name, out.subarray(start, start + size), at);
    header.local.copy(out, at);
    directory.push(header.central);
    spans.push([part.name, start, size]);
    at = start + size;
  }
  const listed = Buffer.concat(directory);
  listed.copy(out, at);
  const end = out.subarray(at + listed.length, at + listed.length + 22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(kept.length, 8);
  end.writeUInt16LE(kept.length, 10);
  end.writeUInt32LE(listed.length, 12);
  end.writeUInt32LE(at, 16);
  // A part that unpacked to less than it declares leaves room past the end record, where the reader looks for it.
  const length = at + listed.length + 22;
  const zip = length === room ? buffer : buffer.slice(0, length);
  return { zip, files: new Map(spans.map(([name, start, size]) => [name, new Uint8Array(zip, start, size)])) };
}

/** A stored part's local header and its directory entry (APPNOTE.TXT 4.3.7 and 4.3.12): its name in UTF-8 (flag bit 11), its CRC-32, no time. */
function storedHeader(name: Buffer, data: Uint8Array, offset: number): { local: Buffer; central: Buffer } {
  const local = Buffer.alloc(30 + name.length);
  const central = Buffer.alloc(46 + name.length);
  local.writeUInt32LE(0x04034b50, 0);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  const crc = crc32(data);
  for (const [header, at] of [[local, 4], [central, 6]] as const) {
    header.writeUInt16LE(20, at);
    header.writeUInt16LE(0x0800, at + 2);
    header.writeUInt32LE(crc, at + 10);
    header.writeUInt32LE(data.length, at + 14);
    header.writeUInt32LE(data.length, at + 18);
    header.writeUInt16LE(name.length, at + 22);
  }
  central.writeUInt32LE(offset, 42);
  name.copy(local, 30);
  name.copy(central, 46);
  return { local, central };
}
