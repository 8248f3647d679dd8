import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@/lib/rich-text/sanitize';

interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
}

function byId(node: Node, id: string, parent: Node | null = null): { node: Node; parent: Node | null } | null {
  if (node.attrs?.some((a) => a.name === 'id' && a.value === id)) return { node, parent };
  for (const child of node.childNodes ?? []) {
    const found = byId(child, id, node);
    if (found) return found;
  }
  return null;
}

/**
 * How the page fares around the article: the content sits inside the page's own <article> with a
 * sibling after it, as on /article. Well-formed content leaves both where the page put them.
 */
function pageAround(content: string): { articleKeepsItsPlace: boolean; siblingAfterArticle: boolean } {
  const doc = parse(`<!DOCTYPE html><html><body><main id="page"><article id="body">${content}</article><nav id="after">back</nav></main></body></html>`) as unknown as Node;
  const article = byId(doc, 'body');
  const after = byId(doc, 'after');
  return {
    articleKeepsItsPlace: article?.parent?.attrs?.some((a) => a.value === 'page') ?? false,
    siblingAfterArticle: after?.parent?.attrs?.some((a) => a.value === 'page') ?? false,
  };
}

const UNBALANCED: [string, string][] = [
  ['<p>x</p></div>', '<p>x</p>'],
  ['<p>x</p></article></main>', '<p>x</p>'],
  ['<b>bold', '<b>bold</b>'],
  ['<p><b>bold</p><p>next</p>', '<p><b>bold</b></p><p><b>next</b></p>'],
  ['<table><tr><td>a', '<table><tbody><tr><td>a</td></tr></tbody></table>'],
  ['<table><tr><td>a</td></tr>', '<table><tbody><tr><td>a</td></tr></tbody></table>'],
  ['<ul><li>one<li>two', '<ul><li>one</li><li>two</li></ul>'],
  ['<blockquote><p>quote', '<blockquote><p>quote</p></blockquote>'],
  ['<div><p>a</div></p>', '<div><p>a</p></div><p></p>'],
  ['<a href="/news">link', '<a href="/news">link</a>'],
];

describe('sanitised rich text is well-formed', () => {
  for (const [input, expected] of UNBALANCED) {
    it(`balances ${input}`, () => {
      const clean = sanitizeRichText(input);
      expect(clean).toBe(expected);
      expect(sanitizeRichText(clean)).toBe(clean);
    });
  }

  it('never closes or swallows the page elements around it', () => {
    // The check can fail: the raw input does break the page.
    expect(pageAround('<p>x</p></article></main>')).toEqual({ articleKeepsItsPlace: true, siblingAfterArticle: false });
    expect(pageAround('<table><tr><td>a')).toEqual({ articleKeepsItsPlace: true, siblingAfterArticle: false });
    for (const [input] of UNBALANCED) {
      expect(pageAround(sanitizeRichText(input)), input).toEqual({ articleKeepsItsPlace: true, siblingAfterArticle: true });
    }
  });

  it('keeps text that only looks like markup escaped', () => {
    expect(sanitizeRichText('<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>')).toBe('<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>');
  });
});
