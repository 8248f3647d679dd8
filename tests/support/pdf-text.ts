import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * What a person reads off a printed PDF, as poppler's pdftotext reads it back. poppler drops the
 * spaces between CJK glyphs, so the text is given without spaces or tabs to compare against.
 */
export function pdfTextOfFile(file: string, options: { layout?: boolean } = {}): string {
  return execFileSync('pdftotext', [...(options.layout ? ['-layout'] : []), file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, '');
}

/** The same for bytes in hand: written to a file of a temporary folder first. */
export function pdfText(bytes: Uint8Array, options: { layout?: boolean } = {}): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pdf-text-')), 'copy.pdf');
  writeFileSync(file, bytes);
  return pdfTextOfFile(file, options);
}
