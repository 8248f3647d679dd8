import { describe, expect, it } from 'vitest';
import { hasRichTextContent, richTextExcerpt, richTextToPlain } from '@/lib/rich-text/plain-text';
import { safeImageUrl, safeLinkUrl, sanitizeRichText } from '@/lib/rich-text/sanitize';
import { executableFindings } from './browser-view';
import { XSS_PAYLOADS } from './xss-payloads';

describe('the browser-view check itself', () => {
  it('finds the danger in most raw payloads, so a clean result below means something', () => {
    const flagged = XSS_PAYLOADS.filter((payload) => executableFindings(payload).length > 0);
    // A few payloads are only dangerous in old browsers or by their text; the rest must be caught.
    expect(flagged.length).toBeGreaterThan(XSS_PAYLOADS.length * 0.8);
    expect(executableFindings('<a href="java&Tab;script:alert(1)">x</a>')).toEqual(['javascript: URL in href of <a>']);
  });
});

describe('sanitizeRichText', () => {
  for (const payload of XSS_PAYLOADS) {
    it(`leaves nothing executable of ${JSON.stringify(payload).slice(0, 70)}`, () => {
      const clean = sanitizeRichText(payload);
      expect(executableFindings(clean)).toEqual([]);
      expect(clean).not.toMatch(/<\s*\/?\s*(script|svg|math|iframe|object|embed|style|form|meta|base|link)\b/i);
      // Cleaning is stable: what was stored clean renders identically when cleaned again.
      expect(sanitizeRichText(clean)).toBe(clean);
    });
  }

  it('survives every payload mixed into ordinary content', () => {
    const mixed = `<h2>通知</h2>${XSS_PAYLOADS.join('<p>正文</p>')}<p>结束</p>`;
    const clean = sanitizeRichText(mixed);
    expect(executableFindings(clean)).toEqual([]);
    expect(clean).toContain('<h2>通知</h2>');
    // An unclosed <script> runs to the end of the document in a browser too: nothing after it is shown.
    expect(clean).not.toContain('alert');
  });

  it('drops a closed script or SVG with its content and keeps what follows', () => {
    expect(sanitizeRichText('<p>前</p><svg><g><script>alert(1)</script></g></svg><p>后</p>')).toBe('<p>前</p><p>后</p>');
    expect(sanitizeRichText('<p>前</p><embed src="x.swf"><p>后</p>')).toBe('<p>前</p><p>后</p>');
  });

  it('keeps what the editor writes', () => {
    const html = [
      '<h1>标题</h1><h3>小节</h3>',
      '<p>普通<strong>加粗</strong><em>斜体</em><u>下划线</u><s>删除</s><code>code</code></p>',
      '<ul><li><p>一</p></li></ul><ol start="3"><li><p>三</p></li></ol>',
      '<blockquote><p>引用</p></blockquote><pre><code>x = 1</code></pre><hr>',
      '<p><a href="https://example.com/a?b=1&amp;c=2">外链</a> <a href="/article?key=n1">站内</a> <a href="mailto:a@example.com">邮件</a> <a href="#top">锚点</a></p>',
      '<p><img src="/files/0a1b2c.png" alt="配图" width="320"><img src="https://cdn.example.com/x.jpg" alt="外图"></p>',
    ].join('');
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('adds rel=noopener to links opening a new tab and drops other targets', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>');
    expect(sanitizeRichText('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>');
    expect(sanitizeRichText('<a href="https://example.com" target="_parent">x</a>')).toBe('<a href="https://example.com">x</a>');
  });

  it('drops style and class attributes altogether', () => {
    expect(sanitizeRichText('<p style="color:red" class="x">a</p>')).toBe('<p>a</p>');
  });

  it('removes scripts with their content, and keeps text around them', () => {
    expect(sanitizeRichText('<p>前</p><script>alert(1)</script><p>后</p>')).toBe('<p>前</p><p>后</p>');
  });

  it('answers an empty string for nothing', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText(undefined)).toBe('');
    expect(sanitizeRichText('')).toBe('');
  });
});

describe('URL rules', () => {
  it('allows http(s), mailto and relative links only', () => {
    expect(safeLinkUrl('https://a.example/x')).toBe('https://a.example/x');
    expect(safeLinkUrl('HTTP://a.example')).toBe('HTTP://a.example');
    expect(safeLinkUrl('mailto:x@example.com')).toBe('mailto:x@example.com');
    expect(safeLinkUrl('/news?page=2')).toBe('/news?page=2');
    expect(safeLinkUrl('page.html#a:b')).toBe('page.html#a:b');
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:x', '&#106;avascript:x', 'javascript&colon;x', 'data:text/html,x', 'vbscript:x', 'tel:1', 'ftp://x', '']) {
      expect(safeLinkUrl(bad), bad).toBeNull();
    }
  });

  it('allows images from our uploads or https only', () => {
    expect(safeImageUrl('/files/abc-1.png')).toBe('/files/abc-1.png');
    expect(safeImageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    for (const bad of ['http://x/a.png', '//x/a.png', '/api/x', '/files/../secret', 'data:image/png;base64,AAAA', 'javascript:alert(1)', '/files/']) {
      expect(safeImageUrl(bad), bad).toBeNull();
    }
  });
});

describe('plain text of rich text', () => {
  it('reads the words, one space between blocks, entities decoded, scripts gone', () => {
    expect(richTextToPlain('<h2>标题</h2><p>第一段&amp;<b>加粗</b></p><p>第二段&nbsp;&lt;b&gt;</p><script>alert(1)</script>')).toBe('标题 第一段&加粗 第二段 <b>');
  });

  it('cuts long text with an ellipsis', () => {
    expect(richTextExcerpt('<p>一二三四五六</p>', 4)).toBe('一二三四…');
    expect(richTextExcerpt('<p>一二</p>', 4)).toBe('一二');
  });

  it('tells empty editor output from content', () => {
    expect(hasRichTextContent('<p></p>')).toBe(false);
    expect(hasRichTextContent('<p> &nbsp; </p>')).toBe(false);
    expect(hasRichTextContent('<p><img src="/files/a.png"></p>')).toBe(true);
    expect(hasRichTextContent('<p>字</p>')).toBe(true);
  });
});
