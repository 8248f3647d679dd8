import { describe, expect, it } from 'vitest';
import { envelopeCodeOf } from '@/lib/gateway/envelope-code';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('envelopeCodeOf', () => {
  it('reads a leading code without parsing the rest', () => {
    expect(envelopeCodeOf(bytes('{"code":401,"msg":"x","data":[' + '1,'.repeat(1000) + '1]}'))).toBe(401);
    expect(envelopeCodeOf(bytes(' { "code" : 0 }'))).toBe(0);
    expect(envelopeCodeOf(bytes('{"code":-1,"msg":"x"}'))).toBe(-1);
  });

  it('parses answers whose code comes later, and only the top-level code counts', () => {
    expect(envelopeCodeOf(bytes('{"msg":"x","code":401}'))).toBe(401);
    expect(envelopeCodeOf(bytes('{"data":{"code":401},"code":0}'))).toBe(0);
    expect(envelopeCodeOf(bytes('{"data":{"code":401}}'))).toBeUndefined();
  });

  it('gives undefined for what is not a JSON object', () => {
    expect(envelopeCodeOf(bytes('not json'))).toBeUndefined();
    expect(envelopeCodeOf(bytes('null'))).toBeUndefined();
    expect(envelopeCodeOf(bytes(''))).toBeUndefined();
    expect(envelopeCodeOf(bytes('{"code":"401"}'))).toBe('401');
  });
});
