import { readFile } from 'node:fs/promises';
import { serverEnv } from '@/lib/config/env';

/**
 * The font printed documents are set in: a CJK face, embedded as a subset of the glyphs used. The
 * default is the system's Noto Sans CJK collection (Debian: fonts-noto-cjk), whose Simplified
 * Chinese face is picked by its PostScript name; PDF_FONT_PATH names another file (.ttf, .otf, or
 * a .ttc with PDF_FONT_NAME naming the face).
 */

export const DEFAULT_PDF_FONT_PATH = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
export const DEFAULT_PDF_FONT_NAME = 'NotoSansCJKsc-Regular';

export interface PdfFont {
  path: string;
  /** The face of a collection (.ttc), by PostScript name; undefined for a single-face file. */
  face: string | undefined;
  bytes: Buffer;
}

/** Raised when the configured font cannot be read: printing cannot work without it. */
export class PdfFontMissing extends Error {
  constructor(readonly path: string, cause: unknown) {
    super(`The PDF font ${path} cannot be read (set PDF_FONT_PATH to a CJK .ttc/.ttf/.otf file; Debian: apt-get install fonts-noto-cjk)`, { cause });
    this.name = 'PdfFontMissing';
  }
}

export function pdfFontSetting(env: { PDF_FONT_PATH?: string; PDF_FONT_NAME?: string } = serverEnv()): { path: string; face: string | undefined } {
  const path = env.PDF_FONT_PATH?.trim() || DEFAULT_PDF_FONT_PATH;
  const named = env.PDF_FONT_NAME?.trim();
  const face = named || (path.toLowerCase().endsWith('.ttc') ? DEFAULT_PDF_FONT_NAME : undefined);
  return { path, face };
}

/** Reads the font file a setting names; PdfFontMissing when it cannot. */
export async function readPdfFont(setting: { path: string; face: string | undefined }): Promise<PdfFont> {
  try {
    // The path is the machine's, outside the project: the build must not trace it.
    return { ...setting, bytes: await readFile(/*turbopackIgnore: true*/ setting.path) };
  } catch (error) {
    throw new PdfFontMissing(setting.path, error);
  }
}

const holder = globalThis as unknown as { __fincrmPdfFont?: Promise<PdfFont> };

/** The configured font, read once per process (it is large; every PDF embeds only a subset of it); read again after a failure. */
export function loadPdfFont(): Promise<PdfFont> {
  if (!holder.__fincrmPdfFont) {
    holder.__fincrmPdfFont = readPdfFont(pdfFontSetting());
    holder.__fincrmPdfFont.catch(() => {
      holder.__fincrmPdfFont = undefined;
    });
  }
  return holder.__fincrmPdfFont;
}
