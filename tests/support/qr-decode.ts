import { inflateSync } from 'node:zlib';

/**
 * A small QR code reader for tests: a PNG or SVG as the server draws it becomes its module grid,
 * and the grid its text, read the way a scanner does (format bits, unmasking, the zigzag
 * codeword order, de-interleaving the blocks, the segments). It checks what a phone would read
 * without trusting the encoder's own view; it corrects no errors, so it expects a clean image.
 */

type Grid = boolean[][];

// Error correction per block and blocks per version (ISO/IEC 18004 table 9), rows L, M, Q, H.
const ECC_PER_BLOCK = [
  [-1, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
  [-1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
  [-1, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
  [-1, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
];
const BLOCKS = [
  [-1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
  [-1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
  [-1, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
  [-1, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
];
/** The two format bits of each level, in the order of the tables above. */
const LEVEL_OF_FORMAT_BITS: Record<number, number> = { 1: 0, 0: 1, 3: 2, 2: 3 };

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

function alignmentCentres(version: number): number[] {
  if (version === 1) return [];
  const size = version * 4 + 17;
  const count = Math.floor(version / 7) + 2;
  const step = version === 32 ? 26 : Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const centres = [6];
  for (let pos = size - 7; centres.length < count; pos -= step) centres.splice(1, 0, pos);
  return centres;
}

/** Which modules carry patterns, format or version information rather than data. */
function functionModules(version: number): Grid {
  const size = version * 4 + 17;
  const fn = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const finderOrFormat = (x <= 8 && y <= 8) || (x >= size - 8 && y <= 8) || (x <= 8 && y >= size - 8);
      const versionInfo = version >= 7 && ((x >= size - 11 && x < size - 8 && y < 6) || (y >= size - 11 && y < size - 8 && x < 6));
      fn[y]![x] = finderOrFormat || x === 6 || y === 6 || versionInfo;
    }
  }
  const centres = alignmentCentres(version);
  const last = centres.length - 1;
  centres.forEach((cy, i) => centres.forEach((cx, j) => {
    if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
    for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) fn[cy + dy]![cx + dx] = true;
  }));
  return fn;
}

class BitReader {
  private at = 0;
  constructor(private readonly bytes: number[]) {}
  left(): number {
    return this.bytes.length * 8 - this.at;
  }
  read(n: number): number {
    let value = 0;
    for (let i = 0; i < n; i++, this.at++) value = (value << 1) | ((this.bytes[this.at >> 3]! >> (7 - (this.at & 7))) & 1);
    return value;
  }
}

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

/** The text a module grid (true = dark, no quiet zone) encodes. */
export function decodeQrGrid(grid: Grid): string {
  const size = grid.length;
  const version = (size - 17) / 4;
  if (!Number.isInteger(version) || version < 1 || version > 40) throw new Error(`not a QR code size: ${size}`);
  let format = 0;
  for (let i = 0; i <= 5; i++) format |= Number(grid[i]![8]) << i;
  format |= (Number(grid[7]![8]) << 6) | (Number(grid[8]![8]) << 7) | (Number(grid[8]![7]) << 8);
  for (let i = 9; i < 15; i++) format |= Number(grid[8]![14 - i]) << i;
  const info = (format ^ 0x5412) >> 10;
  const level = LEVEL_OF_FORMAT_BITS[info >> 3]!;
  const mask = MASKS[info & 7]!;

  const fn = functionModules(version);
  const raw: number[] = [];
  let bits = 0;
  let count = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const y = ((right + 1) & 2) === 0 ? size - 1 - vert : vert;
        if (fn[y]![x]) continue;
        bits = (bits << 1) | Number(grid[y]![x] !== mask(x, y));
        if (++count % 8 === 0) { raw.push(bits); bits = 0; }
      }
    }
  }

  const blocks = BLOCKS[level]![version]!;
  const eccLen = ECC_PER_BLOCK[level]![version]!;
  const shortBlocks = blocks - (raw.length % blocks);
  const shortLen = Math.floor(raw.length / blocks);
  const parts: number[][] = Array.from({ length: blocks }, () => []);
  let k = 0;
  for (let i = 0; i <= shortLen; i++) {
    for (let j = 0; j < blocks; j++) {
      if (i === shortLen - eccLen && j < shortBlocks) continue; // the short blocks' missing data codeword
      if (i === shortLen && j < shortBlocks) continue;
      parts[j]!.push(raw[k++]!);
    }
  }
  const data = parts.flatMap((block, j) => block.slice(0, (j < shortBlocks ? shortLen : shortLen + 1) - eccLen));

  const reader = new BitReader(data);
  const bytes: number[] = [];
  let text = '';
  const flush = () => { text += new TextDecoder().decode(Uint8Array.from(bytes)); bytes.length = 0; };
  const countBits = (small: number, medium: number, large: number) => (version <= 9 ? small : version <= 26 ? medium : large);
  while (reader.left() >= 4) {
    const mode = reader.read(4);
    if (mode === 0) break;
    if (mode === 4) {
      const n = reader.read(countBits(8, 16, 16));
      for (let i = 0; i < n; i++) bytes.push(reader.read(8));
    } else if (mode === 2) {
      flush();
      let n = reader.read(countBits(9, 11, 13));
      for (; n >= 2; n -= 2) { const v = reader.read(11); text += ALPHANUMERIC[Math.floor(v / 45)]! + ALPHANUMERIC[v % 45]!; }
      if (n === 1) text += ALPHANUMERIC[reader.read(6)]!;
    } else if (mode === 1) {
      flush();
      let n = reader.read(countBits(10, 12, 14));
      for (; n >= 3; n -= 3) text += String(reader.read(10)).padStart(3, '0');
      if (n === 2) text += String(reader.read(7)).padStart(2, '0');
      if (n === 1) text += String(reader.read(4));
    } else if (mode === 7) {
      reader.read(8);
    } else {
      throw new Error(`unsupported segment mode ${mode}`);
    }
  }
  flush();
  return text;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** A PNG (8-bit greyscale, grey+alpha, RGB or RGBA, not interlaced) as rows of dark-or-light pixels. */
export function pngPixels(png: Uint8Array): Grid {
  const buf = Buffer.from(png);
  if (buf.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let at = 8;
  let width = 0;
  let height = 0;
  let channels = 1;
  const idat: Buffer[] = [];
  while (at < buf.length) {
    const len = buf.readUInt32BE(at);
    const type = buf.toString('ascii', at + 4, at + 8);
    const body = buf.subarray(at + 8, at + 8 + len);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[12] !== 0) throw new Error('only 8-bit, non-interlaced PNGs');
      channels = ({ 0: 1, 4: 2, 2: 3, 6: 4 } as Record<number, number>)[body[9]!] ?? 0;
      if (!channels) throw new Error('unsupported PNG colour type');
    }
    if (type === 'IDAT') idat.push(body);
    at += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    const prev = rows[y - 1];
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? line[i - channels]! : 0;
      const b = prev ? prev[i]! : 0;
      const c = prev && i >= channels ? prev[i - channels]! : 0;
      const add = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
      if (add === undefined) throw new Error(`bad PNG filter ${filter}`);
      line[i] = (line[i]! + add) & 0xff;
    }
    rows.push(line);
  }
  return rows.map((line) => Array.from({ length: width }, (_, x) => {
    const grey = channels >= 3 ? (line[x * channels]! + line[x * channels + 1]! + line[x * channels + 2]!) / 3 : line[x * channels]!;
    return grey < 128;
  }));
}

/** The module grid of a QR code drawn in pixels: the dark area's box, the module size from the top-left finder's width (7 modules). */
export function gridFromPixels(pixels: Grid): Grid {
  let top = -1;
  let left = Infinity;
  let right = -1;
  pixels.forEach((row, y) => row.forEach((dark, x) => {
    if (!dark) return;
    if (top < 0) top = y;
    left = Math.min(left, x);
    right = Math.max(right, x);
  }));
  if (top < 0) throw new Error('no dark pixels');
  let finder = 0;
  while (pixels[top]![left + finder]) finder++;
  const module = finder / 7;
  const size = Math.round((right - left + 1) / module);
  return Array.from({ length: size }, (_, my) => Array.from({ length: size }, (_, mx) =>
    pixels[Math.floor(top + (my + 0.5) * module)]![Math.floor(left + (mx + 0.5) * module)]!));
}

/** The module grid of an SVG drawn as unit squares (`M{x},{y}h1v1h-1z`), its quiet zone cut off. */
export function gridFromSvg(svg: string): Grid {
  const squares = [...svg.matchAll(/M(\d+),(\d+)h1v1h-1z/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
  if (squares.length === 0) throw new Error('no modules in the SVG');
  const minX = Math.min(...squares.map(([x]) => x));
  const minY = Math.min(...squares.map(([, y]) => y));
  const size = Math.max(...squares.map(([x]) => x)) - minX + 1;
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [x, y] of squares) grid[y - minY]![x - minX] = true;
  return grid;
}

export const decodeQrPng = (png: Uint8Array): string => decodeQrGrid(gridFromPixels(pngPixels(png)));
export const decodeQrSvg = (svg: string): string => decodeQrGrid(gridFromSvg(svg));
