import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * Reads QR codes back in tests with jsQR, the way a camera would: from pixels. A PNG is unpacked
 * with pngjs; an SVG as the `qrcode` package draws it (one stroked path of horizontal runs, half a
 * module below each row's top) is traced into its module grid, painted into an image and read the
 * same way. The text is the code's bytes read as UTF-8.
 */

/** Pixels per module when an SVG is painted, and light modules painted around it. */
const PAINT_SCALE = 4;
const PAINT_QUIET_ZONE = 4;

function readPixels(rgba: Uint8Array, width: number, height: number): string {
  const found = jsQR(new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.byteLength), width, height, { inversionAttempts: 'dontInvert' });
  if (!found) throw new Error('no QR code found in the image');
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(found.binaryData));
}

/** The text of a QR code in a PNG image. */
export function decodeQrPng(bytes: Uint8Array): string {
  const image = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return readPixels(image.data, image.width, image.height);
}

/**
 * The dark modules of the SVG's stroked path, on a grid the size of its viewBox. The path is read
 * command by command (M/m move, h/H draw a run of the row the pen is on); anything else is refused.
 */
export function svgGrid(svg: string): boolean[][] {
  const box = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  const path = /<path\b[^>]*\bstroke="[^"]*"[^>]*\bd="([^"]*)"/.exec(svg);
  if (!box || !path || box[1] !== box[2]) throw new Error('not a square SVG with a stroked path');
  const size = Number(box[1]);
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  let x = 0;
  let y = 0;
  for (const [, command, args] of path[1]!.matchAll(/([a-zA-Z])([^a-zA-Z]*)/g)) {
    const n = args!.trim().split(/[\s,]+/).filter(Boolean).map(Number);
    switch (command) {
      case 'M': [x, y] = [n[0]!, n[1]!]; break;
      case 'm': [x, y] = [x + n[0]!, y + n[1]!]; break;
      case 'h':
      case 'H': {
        const to = command === 'h' ? x + n[0]! : n[0]!;
        const row = grid[Math.floor(y)];
        if (!row || Math.min(x, to) < 0 || Math.max(x, to) > size) throw new Error(`a run outside the code: ${command}${args}`);
        for (let col = Math.min(x, to); col < Math.max(x, to); col++) row[col] = true;
        x = to;
        break;
      }
      default: throw new Error(`unexpected path command ${command}`);
    }
  }
  return grid;
}

/** A module grid painted black on white, PAINT_SCALE pixels per module with a light border, then read. */
export function decodeQrGrid(grid: readonly (readonly boolean[])[]): string {
  const side = (grid.length + PAINT_QUIET_ZONE * 2) * PAINT_SCALE;
  const image = new PNG({ width: side, height: side });
  for (let py = 0; py < side; py++) {
    for (let px = 0; px < side; px++) {
      const dark = grid[Math.floor(py / PAINT_SCALE) - PAINT_QUIET_ZONE]?.[Math.floor(px / PAINT_SCALE) - PAINT_QUIET_ZONE] === true;
      const at = (py * side + px) * 4;
      image.data.fill(dark ? 0 : 255, at, at + 3);
      image.data[at + 3] = 255;
    }
  }
  return readPixels(image.data, side, side);
}

/** The text of a QR code in an SVG document drawn by the `qrcode` package. */
export function decodeQrSvg(svg: string): string {
  return decodeQrGrid(svgGrid(svg));
}
