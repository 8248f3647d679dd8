import { PNG } from 'pngjs';
import type { ImageSize } from './image-size';

/** The size a picture takes shrunk to fit `box`, its proportions kept; never larger than it was. */
export function fittedSize(size: ImageSize, box: ImageSize): ImageSize {
  const scale = Math.min(1, box.width / size.width, box.height / size.height);
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

/** The source rows (or columns) the target's `index`th one stands for: at least one. */
function span(index: number, source: number, target: number): [number, number] {
  const from = Math.floor((index * source) / target);
  return [from, Math.max(from + 1, Math.floor(((index + 1) * source) / target))];
}

/**
 * A PNG shrunk to fit `box`, or the same bytes when it fits already. Each pixel is the average of
 * the block it stands for, colours weighed by their opacity: a stroke drawn on a transparent pad
 * keeps its colour to the edge instead of taking on the black of the empty pixels around it.
 * Decodes the whole picture, so its caller has checked the size the header states.
 */
export function pngFittedWithin(bytes: Uint8Array, box: ImageSize): Uint8Array {
  const source = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const size = fittedSize(source, box);
  if (size.width === source.width && size.height === source.height) return bytes;
  const target = new PNG({ width: size.width, height: size.height });
  const from = source.data;
  for (let y = 0; y < size.height; y += 1) {
    const [top, bottom] = span(y, source.height, size.height);
    for (let x = 0; x < size.width; x += 1) {
      const [left, right] = span(x, source.width, size.width);
      let red = 0;
      let green = 0;
      let blue = 0;
      let alpha = 0;
      for (let sy = top; sy < bottom; sy += 1) {
        for (let sx = left; sx < right; sx += 1) {
          const at = (sy * source.width + sx) * 4;
          const a = from[at + 3]!;
          red += from[at]! * a;
          green += from[at + 1]! * a;
          blue += from[at + 2]! * a;
          alpha += a;
        }
      }
      const to = (y * size.width + x) * 4;
      const pixels = (bottom - top) * (right - left);
      if (alpha > 0) {
        target.data[to] = Math.round(red / alpha);
        target.data[to + 1] = Math.round(green / alpha);
        target.data[to + 2] = Math.round(blue / alpha);
      }
      target.data[to + 3] = Math.round(alpha / pixels);
    }
  }
  return new Uint8Array(PNG.sync.write(target));
}
