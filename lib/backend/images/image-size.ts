/**
 * An image's width and height as its header states them, read without decoding a pixel: what the
 * picture will cost whoever decodes it (a browser, the print's PDF writer) is known before anyone
 * does. Covers the raster formats an upload accepts (file-types.ts): PNG, JPEG, GIF, WebP and BMP.
 */

export interface ImageSize {
  width: number;
  height: number;
}

function sized(width: number, height: number): ImageSize | null {
  return width > 0 && height > 0 ? { width, height } : null;
}

function pngSize(view: DataView): ImageSize | null {
  // The signature (8 bytes), then IHDR: its length, its name, width and height (big-endian).
  if (view.byteLength < 24 || view.getUint32(12) !== 0x49484452) return null;
  return sized(view.getUint32(16), view.getUint32(20));
}

/** Start-of-frame markers: C0–CF without DHT (C4), JPG (C8) and DAC (CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegSize(view: DataView): ImageSize | null {
  // Segments follow the SOI marker, each a marker and a length that counts itself: the first
  // start-of-frame segment holds the height and width, whatever metadata comes before it.
  let at = 2;
  while (at + 4 <= view.byteLength) {
    if (view.getUint8(at) !== 0xff) return null;
    const marker = view.getUint8(at + 1);
    if (marker === 0xff) {
      at += 1; // a fill byte
      continue;
    }
    // Markers without a length: TEM and the restart markers; SOS or EOI before a frame means none.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = view.getUint16(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > view.byteLength) return null;
      return sized(view.getUint16(at + 7), view.getUint16(at + 5));
    }
    at += 2 + length;
  }
  return null;
}

function gifSize(view: DataView): ImageSize | null {
  // The logical screen every frame is drawn on, little-endian.
  if (view.byteLength < 10) return null;
  return sized(view.getUint16(6, true), view.getUint16(8, true));
}

function fourCc(view: DataView, at: number): string {
  return String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));
}

function uint24(view: DataView, at: number): number {
  return view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getUint8(at + 2) << 16);
}

function webpSize(view: DataView): ImageSize | null {
  if (view.byteLength < 30) return null;
  const chunk = fourCc(view, 12);
  if (chunk === 'VP8X') return sized(uint24(view, 24) + 1, uint24(view, 27) + 1);
  // Lossless: a signature byte, then width - 1 and height - 1 in 14 bits each.
  if (chunk === 'VP8L') {
    if (view.getUint8(20) !== 0x2f) return null;
    const bits = view.getUint32(21, true);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  // Lossy: the frame tag (3 bytes) and start code, then width and height in 14 bits each.
  if (chunk === 'VP8 ') {
    if (view.getUint8(23) !== 0x9d || view.getUint8(24) !== 0x01 || view.getUint8(25) !== 0x2a) return null;
    return sized(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  }
  return null;
}

function bmpSize(view: DataView): ImageSize | null {
  if (view.byteLength < 26) return null;
  const headerSize = view.getUint32(14, true);
  // The old OS/2 header has 16-bit sizes; every later one 32-bit, a negative height meaning top-down rows.
  if (headerSize === 12) return sized(view.getUint16(18, true), view.getUint16(20, true));
  return sized(Math.abs(view.getInt32(18, true)), Math.abs(view.getInt32(22, true)));
}

const READERS: Readonly<Record<string, (view: DataView) => ImageSize | null>> = {
  'image/png': pngSize,
  'image/jpeg': jpegSize,
  'image/gif': gifSize,
  'image/webp': webpSize,
  'image/bmp': bmpSize,
};

/** Whether images of this type (as file-types.ts names it) are decoded to pixels: the raster ones read here. */
export function isRasterImage(mime: string): boolean {
  return Object.hasOwn(READERS, mime);
}

/**
 * The size a raster image of this type states in its header; null when the header does not say
 * (cut short, or not what the type promises) or the type is not a raster one read here.
 */
export function imageSize(bytes: Uint8Array, mime: string): ImageSize | null {
  const read = isRasterImage(mime) ? READERS[mime] : undefined;
  return read ? read(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)) : null;
}

/** Whether a size fits within a box of at most `limit` on each side. */
export function fitsWithin(size: ImageSize, limit: ImageSize): boolean {
  return size.width <= limit.width && size.height <= limit.height;
}
