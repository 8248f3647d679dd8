import { describe, expect, it } from 'vitest';
import { qrMatrix, qrPng, qrSvg } from '@/lib/backend/modules/qrcodes/render';
import { encodedTextOf, isSitePath, targetKindOf } from '@/lib/backend/modules/qrcodes/target';
import { decodeQrGrid, decodeQrPng, decodeQrSvg } from '../support/qr-decode';

describe('QR codes drawn on the server', () => {
  // Short and long texts (one and several error-correction blocks), each segment mode, Chinese in UTF-8.
  const TEXTS = ['https://example.com/q/abcDEF123_-x', 'HELLO WORLD 123', '12345678901234', '知识库：报销流程指南 — 财务部 2026', 'x'.repeat(300), 'Mixed: 收入 https://a.b/c?d=e&f=g'];

  it.each(TEXTS)('reads back %s from the grid, the PNG and the SVG', (text) => {
    const matrix = qrMatrix(text);
    expect(decodeQrGrid(matrix)).toBe(text);
    expect(decodeQrPng(qrPng(matrix))).toBe(text);
    expect(decodeQrSvg(qrSvg(matrix))).toBe(text);
  });

  it('draws a PNG with a quiet zone of four light modules around the code', () => {
    const png = qrPng(qrMatrix('quiet'));
    expect(Buffer.from(png).subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(qrSvg(qrMatrix('quiet'))).toMatch(/^<\?xml[\s\S]*<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 29 29"/);
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
