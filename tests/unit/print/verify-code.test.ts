import { describe, expect, it } from 'vitest';
import { DEFAULT_PDF_FONT_PATH, pdfFontSetting, PdfFontMissing, readPdfFont } from '@/lib/backend/print/pdf-font';
import { newVerifyCode } from '@/lib/backend/print/verify-code';
import { printPaths, sha256Schema, VERIFY_CODE_ALPHABET, VERIFY_CODE_LENGTH, verifyCodeSchema } from '@/lib/contract/workflow-print';
import { limitedCall, PRINT_VERIFY_LIMIT } from '@/lib/gateway/address-limits';
import { isPublicApiPath } from '@/lib/gateway/public-api';
import { DEFAULT_PRINT_LAYOUT, readPrintLayout } from '@/lib/workflow/print-layout';

/** The short code on printed copies: typed by hand, so nothing in it may be mistaken for something else. */

describe('the verify code', () => {
  it('leaves out characters that are easily confused', () => {
    for (const confusable of ['0', 'O', '1', 'I', 'L', '2', 'Z', '5', 'S', '8', 'B', 'U', 'V']) expect(VERIFY_CODE_ALPHABET).not.toContain(confusable);
    expect(new Set(VERIFY_CODE_ALPHABET).size).toBe(VERIFY_CODE_ALPHABET.length);
  });

  it('is made of that alphabet only, at its length, and differs each time', () => {
    const codes = Array.from({ length: 200 }, newVerifyCode);
    for (const code of codes) {
      expect(code).toHaveLength(VERIFY_CODE_LENGTH);
      for (const c of code) expect(VERIFY_CODE_ALPHABET).toContain(c);
      expect(verifyCodeSchema.parse(code)).toBe(code);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('is read as typed: any case, spaces and dashes ignored; anything else refused', () => {
    expect(verifyCodeSchema.parse(' acd3-4679 e ')).toBe('ACD34679E');
    expect(verifyCodeSchema.safeParse('ACD3467').success).toBe(false); // too short
    expect(verifyCodeSchema.safeParse('ACD34679O').success).toBe(false); // O is not in the alphabet
    expect(verifyCodeSchema.safeParse('ACD34679EAAA').success).toBe(false); // too long
  });

  it('comes with a SHA-256 as 64 hex digits, any case', () => {
    expect(sha256Schema.parse(` ${'AB'.repeat(32)} `)).toBe('ab'.repeat(32));
    expect(sha256Schema.safeParse('ab'.repeat(31)).success).toBe(false);
    expect(sha256Schema.safeParse('xy'.repeat(32)).success).toBe(false);
  });
});

describe('the print layout of a model', () => {
  it('is standard unless the model says noPath; another value is refused', () => {
    expect(readPrintLayout(undefined)).toBe(DEFAULT_PRINT_LAYOUT);
    expect(readPrintLayout('')).toBe('standard');
    expect(readPrintLayout(' noPath ')).toBe('noPath');
    expect(readPrintLayout('compact')).toBeNull();
  });
});

describe('the print font setting', () => {
  it('is the system Noto Sans CJK collection’s Simplified Chinese face unless PDF_FONT_PATH names another file', () => {
    expect(pdfFontSetting({})).toEqual({ path: DEFAULT_PDF_FONT_PATH, face: 'NotoSansCJKsc-Regular' });
    expect(pdfFontSetting({ PDF_FONT_PATH: '/fonts/SourceHanSans.otf' })).toEqual({ path: '/fonts/SourceHanSans.otf', face: undefined });
    expect(pdfFontSetting({ PDF_FONT_PATH: '/fonts/wqy.ttc', PDF_FONT_NAME: 'WenQuanYiZenHei' })).toEqual({ path: '/fonts/wqy.ttc', face: 'WenQuanYiZenHei' });
  });
});

describe('the public checks of a printed copy', () => {
  it('need no session and are counted per client address against one budget: by file, by hash and what a copy is of alike', () => {
    for (const path of [printPaths.verifyFile, printPaths.verifyHash, printPaths.copy]) {
      expect(isPublicApiPath(path)).toBe(true);
      expect(limitedCall('POST', path)?.spec).toBe(PRINT_VERIFY_LIMIT);
    }
    // Printing itself is for signed-in readers only.
    expect(isPublicApiPath(printPaths.print)).toBe(false);
  });
});

describe('a print font that cannot be read', () => {
  it('is refused naming the file and the remedy', async () => {
    const reading = readPdfFont({ path: '/no/such/font.ttc', face: 'NotoSansCJKsc-Regular' });
    await expect(reading).rejects.toBeInstanceOf(PdfFontMissing);
    await expect(reading).rejects.toThrow(/\/no\/such\/font\.ttc.*PDF_FONT_PATH.*fonts-noto-cjk/);
  });
});
