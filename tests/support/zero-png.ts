import { once } from 'node:events';
import { createDeflate, crc32, deflateSync } from 'node:zlib';

/** Pictures that claim far more pixels than their bytes suggest, made with zlib as any tool would. */

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.byteLength, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function png(width: number, height: number, compressed: Uint8Array): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 6; // RGBA
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', compressed), chunk('IEND', new Uint8Array(0))]));
}

/**
 * A complete width × height RGBA PNG whose every pixel is zero (transparent): 8000 × 8000 of them
 * decode to 256 MB and pack into about 250 KB. The rows are deflated as a stream, so the test
 * never holds the decoded picture either.
 */
export async function zeroPng(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = once(deflate, 'end');
  const row = Buffer.alloc(1 + width * 4); // the filter byte (none), then the row's pixels
  for (let y = 0; y < height; y += 1) {
    if (!deflate.write(row)) await once(deflate, 'drain');
  }
  deflate.end();
  await ended;
  return png(width, height, Buffer.concat(parts));
}

/** A PNG whose header claims width × height while its data holds a single row: for checks that read the header alone. */
export function claimedPng(width: number, height: number): Uint8Array<ArrayBuffer> {
  return png(width, height, deflateSync(Buffer.alloc(1 + width * 4)));
}
