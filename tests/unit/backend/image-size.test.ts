import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { fittedSize, pngFittedWithin } from '@/lib/backend/images/fit-png';
import { fitsWithin, imageSize } from '@/lib/backend/images/image-size';
import { bandedPng } from '@/lib/backend/seed/demo-files';
import { claimedPng } from '../../support/zero-png';

/** Pictures' sizes read from their headers (no pixel decoded), and a signature shrunk to the size it is shown at. */

const bytes = (...parts: (number[] | string)[]) => Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));
const u16be = (n: number) => [n >> 8, n & 0xff];
const u16le = (n: number) => [n & 0xff, n >> 8];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, n >> 16];
const u32le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];

/** A JPEG's start: SOI, an APP1 segment of `appBytes`, then the frame header of the given marker. */
function jpeg(width: number, height: number, frameMarker = 0xc0, appBytes = 20): Uint8Array {
  return bytes([0xff, 0xd8], [0xff, 0xe1, ...u16be(appBytes + 2), ...new Array<number>(appBytes).fill(0x45)], [0xff, 0xdb, 0, 4, 0, 0], [0xff, frameMarker, 0, 17, 8, ...u16be(height), ...u16be(width), 3]);
}

describe('the size an image header states', () => {
  it('reads PNG, JPEG (baseline and progressive, after metadata), GIF, WebP (lossy, lossless, extended) and BMP', () => {
    expect(imageSize(claimedPng(8000, 8000), 'image/png')).toEqual({ width: 8000, height: 8000 });
    expect(imageSize(jpeg(6000, 4000), 'image/jpeg')).toEqual({ width: 6000, height: 4000 });
    expect(imageSize(jpeg(640, 480, 0xc2, 3000), 'image/jpeg')).toEqual({ width: 640, height: 480 });
    expect(imageSize(bytes('GIF89a', u16le(300), u16le(200), [0, 0, 0]), 'image/gif')).toEqual({ width: 300, height: 200 });
    const riff = (chunk: string, body: number[]) => bytes('RIFF', u32le(4 + 8 + body.length), 'WEBP', chunk, u32le(body.length), body);
    expect(imageSize(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(1024), ...u16le(768), 0, 0]), 'image/webp')).toEqual({ width: 1024, height: 768 });
    expect(imageSize(riff('VP8L', [0x2f, ...u32le((1023) | (511 << 14)), 0, 0, 0, 0, 0]), 'image/webp')).toEqual({ width: 1024, height: 512 });
    expect(imageSize(riff('VP8X', [0, 0, 0, 0, ...u24le(19999), ...u24le(9)]), 'image/webp')).toEqual({ width: 20000, height: 10 });
    const bmp = (width: number, height: number) => bytes('BM', u32le(0), u32le(0), u32le(54), u32le(40), u32le(width), u32le(height >>> 0), [1, 0, 24, 0]);
    expect(imageSize(bmp(120, -90), 'image/bmp')).toEqual({ width: 120, height: 90 });
  });

  it('says nothing for a header cut short, a JPEG without a frame, or a type that is not a raster image', () => {
    expect(imageSize(claimedPng(10, 10).subarray(0, 20), 'image/png')).toBeNull();
    expect(imageSize(bytes([0xff, 0xd8], [0xff, 0xda, 0, 2]), 'image/jpeg')).toBeNull();
    expect(imageSize(jpeg(0, 10), 'image/jpeg')).toBeNull();
    expect(imageSize(bytes('GIF89a'), 'image/gif')).toBeNull();
    expect(imageSize(claimedPng(10, 10), 'application/pdf')).toBeNull();
    expect(imageSize(claimedPng(10, 10), 'toString')).toBeNull();
  });

  it('fits within a box side by side', () => {
    expect(fitsWithin({ width: 4000, height: 2000 }, { width: 4000, height: 2000 })).toBe(true);
    expect(fitsWithin({ width: 4001, height: 10 }, { width: 4000, height: 2000 })).toBe(false);
    expect(fitsWithin({ width: 10, height: 2001 }, { width: 4000, height: 2000 })).toBe(false);
  });
});

describe('a PNG shrunk to fit a box', () => {
  it('keeps its proportions and its ink, and leaves a picture that fits as it was', () => {
    expect(fittedSize({ width: 2400, height: 800 }, { width: 1200, height: 600 })).toEqual({ width: 1200, height: 400 });
    expect(fittedSize({ width: 600, height: 1800 }, { width: 1200, height: 600 })).toEqual({ width: 200, height: 600 });

    // A dark stroke across a transparent pad, four times the size it is shown at.
    const pad = new PNG({ width: 2400, height: 800 });
    for (let x = 200; x < 2200; x += 1) {
      for (let y = 396; y < 404; y += 1) pad.data.set([0x1f, 0x1f, 0x1f, 0xff], (y * 2400 + x) * 4);
    }
    const shrunk = PNG.sync.read(Buffer.from(pngFittedWithin(new Uint8Array(PNG.sync.write(pad)), { width: 1200, height: 600 })));
    expect({ width: shrunk.width, height: shrunk.height }).toEqual({ width: 1200, height: 400 });
    const at = (x: number, y: number) => [...shrunk.data.subarray((y * 1200 + x) * 4, (y * 1200 + x) * 4 + 4)];
    expect(at(600, 199)).toEqual([0x1f, 0x1f, 0x1f, 0xff]);
    expect(at(600, 100)[3]).toBe(0);

    const small = bandedPng(60, 20, ['111111', 'ffffff']);
    expect(pngFittedWithin(small, { width: 1200, height: 600 })).toBe(small);
  });
});
