import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { drawQrCode } from '@/lib/backend/modules/qrcodes/render';
import { encodedTextOf, isSitePath, targetKindOf } from '@/lib/backend/modules/qrcodes/target';
import { decodeQrPng, decodeQrSvg, svgGrid } from '../support/qr-decode';

describe('QR codes drawn on the server', () => {
  // Short and long texts (one and several error-correction blocks), each segment mode, Chinese in UTF-8.
  const TEXTS = ['https://example.com/q/abcDEF123_-x', 'HELLO WORLD 123', '12345678901234', '知识库：报销流程指南 — 财务部 2026', 'x'.repeat(300), 'Mixed: 收入 https://a.b/c?d=e&f=g'];

  it.each(TEXTS)('reads back %s from the PNG and the SVG', async (text) => {
    const drawn = await drawQrCode(text);
    expect(decodeQrPng(drawn.png)).toBe(text);
    expect(decodeQrSvg(drawn.svg)).toBe(text);
  });

  it('draws eight pixels per module with a quiet zone of four light modules, the same modules in both files', async () => {
    const drawn = await drawQrCode('quiet');
    const png = PNG.sync.read(Buffer.from(drawn.png));
    expect([png.width, png.height]).toEqual([29 * 8, 29 * 8]); // version 1: 21 modules + 2 × 4
    expect(drawn.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="232" height="232" viewBox="0 0 29 29"/);
    const grid = svgGrid(drawn.svg);
    const darkPixel = (mx: number, my: number) => png.data[((my * 8 + 4) * png.width + mx * 8 + 4) * 4] === 0;
    for (let my = 0; my < 29; my++) {
      for (let mx = 0; mx < 29; mx++) {
        const inQuietZone = mx < 4 || my < 4 || mx >= 25 || my >= 25;
        if (inQuietZone) expect(grid[my]![mx] || darkPixel(mx, my)).toBe(false);
        else expect(darkPixel(mx, my)).toBe(grid[my]![mx]);
      }
    }
    expect(grid[4]!.slice(4, 11)).toEqual(Array(7).fill(true)); // the top edge of the top-left finder
  });

  it('reads nothing where there is no code', () => {
    const blank = new PNG({ width: 64, height: 64 });
    blank.data.fill(255);
    expect(() => decodeQrPng(PNG.sync.write(blank))).toThrow('no QR code');
  });
});

describe('what a QR code points at', () => {
  it('counts only paths on this site, never one a browser reads as another host', () => {
    expect(targetKindOf('/news/list')).toBe('site');
    expect(targetKindOf('/article/abc?x=1#top')).toBe('site');
    for (const other of ['//evil.example', '/\\evil.example', '/a b', 'javascript:alert(1)', '/\u0000x']) expect(isSitePath(other)).toBe(false);
    expect(targetKindOf('https://example.com/x')).toBe('url');
    expect(targetKindOf('//evil.example')).toBe('text');
    expect(targetKindOf('会员活动口令 2026')).toBe('text');
  });

  it('encodes a site path as its counting address and the rest as it is', () => {
    expect(encodedTextOf('site', '/news/list', 'k1', 'https://crm.example.com')).toBe('https://crm.example.com/q/k1');
    expect(encodedTextOf('url', 'https://x.example/a', 'k1', 'https://crm.example.com')).toBe('https://x.example/a');
  });
});
