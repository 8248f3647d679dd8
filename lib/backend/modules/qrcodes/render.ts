import { Ecc, QrCode } from '@rc-component/qrcode/lib/libs/qrcodegen';
import { encodeGreyPng } from './png';

/**
 * QR codes are drawn with the reference QR Code generator (Project Nayuki's qrcodegen, MIT), as
 * shipped in @rc-component/qrcode, the package antd's own QR code component is built on: it is
 * installed with antd, so the server draws with the same maintained encoder the interface uses.
 */

/** Modules of quiet zone around the code (the standard asks for four). */
const QUIET_ZONE = 4;
/** Pixels per module in the PNG. */
const PNG_SCALE = 8;

/** The code's modules: true is dark. Medium error correction, the version as small as the text allows. */
export function qrMatrix(text: string): boolean[][] {
  const code = QrCode.encodeText(text, Ecc.MEDIUM);
  return Array.from({ length: code.size }, (_, y) => Array.from({ length: code.size }, (_, x) => code.getModule(x, y)));
}

/** The code as an SVG document: one path of unit squares on a white square, quiet zone included. */
export function qrSvg(matrix: readonly (readonly boolean[])[]): string {
  const size = matrix.length + QUIET_ZONE * 2;
  const squares: string[] = [];
  matrix.forEach((row, y) => row.forEach((dark, x) => {
    if (dark) squares.push(`M${x + QUIET_ZONE},${y + QUIET_ZONE}h1v1h-1z`);
  }));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * PNG_SCALE}" height="${size * PNG_SCALE}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#ffffff"/><path fill="#000000" d="${squares.join('')}"/></svg>\n`;
}

/** The code as a PNG image, PNG_SCALE pixels per module, quiet zone included. */
export function qrPng(matrix: readonly (readonly boolean[])[]): Uint8Array {
  const pixels = (matrix.length + QUIET_ZONE * 2) * PNG_SCALE;
  return encodeGreyPng(pixels, pixels, (x, y) => {
    const mx = Math.floor(x / PNG_SCALE) - QUIET_ZONE;
    const my = Math.floor(y / PNG_SCALE) - QUIET_ZONE;
    return matrix[my]?.[mx] === true;
  });
}
