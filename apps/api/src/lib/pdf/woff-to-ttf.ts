import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_SIZE = 44;
const WOFF_ENTRY_SIZE = 20;
const SFNT_HEADER_SIZE = 12;
const SFNT_ENTRY_SIZE = 16;

interface Table {
  tag: number;
  checksum: number;
  data: Buffer;
}

const align4 = (n: number) => (n + 3) & ~3;

/**
 * Turns a WOFF 1.0 font into the plain TrueType/OpenType (sfnt) file it wraps: each table is
 * zlib-inflated (or copied when stored uncompressed) and laid out again behind a rebuilt offset
 * table. fontkit reads the result; it cannot read the WOFF2 files fontsource also ships.
 */
export function woffToTtf(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER_SIZE || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('Not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);

  const tables: Table[] = [];
  for (let i = 0; i < numTables; i++) {
    const entry = WOFF_HEADER_SIZE + i * WOFF_ENTRY_SIZE;
    const tag = woff.readUInt32BE(entry);
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : Buffer.from(stored);
    if (data.length !== origLength)
      throw new Error(`WOFF table ${i} inflated to ${data.length} bytes, expected ${origLength}`);
    tables.push({ tag, checksum, data });
  }
  tables.sort((a, b) => a.tag - b.tag);

  const directorySize = SFNT_HEADER_SIZE + numTables * SFNT_ENTRY_SIZE;
  const total = tables.reduce((size, table) => size + align4(table.data.length), directorySize);
  const ttf = Buffer.alloc(total);

  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  ttf.writeUInt32BE(flavor, 0);
  ttf.writeUInt16BE(numTables, 4);
  ttf.writeUInt16BE(searchRange, 6);
  ttf.writeUInt16BE(entrySelector, 8);
  ttf.writeUInt16BE(numTables * 16 - searchRange, 10);

  let offset = directorySize;
  tables.forEach((table, i) => {
    const record = SFNT_HEADER_SIZE + i * SFNT_ENTRY_SIZE;
    ttf.writeUInt32BE(table.tag, record);
    ttf.writeUInt32BE(table.checksum, record + 4);
    ttf.writeUInt32BE(offset, record + 8);
    ttf.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(ttf, offset);
    offset += align4(table.data.length);
  });
  return ttf;
}
