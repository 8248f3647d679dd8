import { describe, expect, it } from 'vitest';
import { keywordPhrases, splitCjk, tsQueryText } from '@/lib/entity/features/full-text/full-text';

describe('full-text keywords', () => {
  it('splits Chinese into characters that must follow each other, and other words at punctuation', () => {
    expect(splitCjk('知识库 guide')).toBe(' 知  识  库  guide');
    expect(keywordPhrases('报销流程  VPN-setup')).toEqual([['报', '销', '流', '程'], ['vpn', 'setup']]);
    expect(tsQueryText(keywordPhrases('报销流程 vpn'))).toBe('(报 <-> 销 <-> 流 <-> 程) & vpn');
  });

  it('leaves nothing of query syntax or punctuation in the terms', () => {
    expect(keywordPhrases("a&b|!c:*'(d)")).toEqual([['a', 'b', 'c', 'd']]);
    expect(keywordPhrases('  ，。！ ')).toEqual([]);
  });
});
