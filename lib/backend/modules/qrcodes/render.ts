import * as QRCode from 'qrcode';

/** QR codes are drawn with the `qrcode` package: medium error correction, the version as small as the text allows. */
const LEVEL = 'M';
/** Modules of quiet zone around the code (the standard asks for four). */
const QUIET_ZONE = 4;
/** Pixels per module in the PNG (and the SVG's stated size): whole pixels keep every edge sharp. */
const PIXELS_PER_MODULE = 8;

/** A code drawn twice: a PNG image and an SVG document of the same modules, quiet zone included. */
export interface DrawnQrCode {
  png: Uint8Array;
  svg: string;
}

/** Draws `text` as a QR code, PIXELS_PER_MODULE pixels per module, white around it. */
export async function drawQrCode(text: string): Promise<DrawnQrCode> {
  // The width asked for is the code's own size in whole modules times the scale, so no module is stretched.
  const modules = QRCode.create(text, { errorCorrectionLevel: LEVEL }).modules.size;
  const options = { errorCorrectionLevel: LEVEL, margin: QUIET_ZONE, width: (modules + QUIET_ZONE * 2) * PIXELS_PER_MODULE } as const;
  const [png, svg] = await Promise.all([
    QRCode.toBuffer(text, { ...options, type: 'png' }),
    QRCode.toString(text, { ...options, type: 'svg' }),
  ]);
  return { png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength), svg };
}
