import { describe, expect, it } from 'vitest';
import { browserMessages } from '@/lib/i18n/browser-messages';
import { messagesFor } from '@/lib/i18n/messages';

function isPlain(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (Array.isArray(value)) return value.every(isPlain);
  return Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(isPlain);
}

// How the browser formats them (use-intl's parser-free formatter, aliased in next.config.mjs) is seen
// in the end-to-end suite: every page's texts with placeholders and plurals.
describe('messages as the browser gets them', () => {
  it('are compiled, plain data React can pass to the browser, for every text of both languages', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const compiled = browserMessages(messagesFor(locale));
      expect(isPlain(compiled)).toBe(true);
      expect(Object.keys(compiled).sort()).toEqual(Object.keys(messagesFor(locale)).sort());
    }
  });

  it('leave plain texts as they are and turn placeholders and plurals into their compiled form', () => {
    const compiled = browserMessages({ demo: { plain: '保存', count: '共 {total} 条', stars: '{n, plural, one {# star} other {# stars}}' } }) as { demo: Record<string, unknown> };
    expect(compiled.demo.plain).toBe('保存');
    expect(compiled.demo.count).toEqual(['共 ', ['total'], ' 条']);
    expect(Array.isArray(compiled.demo.stars)).toBe(true);
  });

  it("send the diagram editor's own texts as they are: it fills them in itself", () => {
    const zh = browserMessages(messagesFor('zh-CN')) as { designer?: { bpmn?: Record<string, unknown> } };
    const bpmn = zh.designer?.bpmn;
    expect(bpmn).toBeDefined();
    expect(Object.values(bpmn!).every((text) => typeof text === 'string')).toBe(true);
  });
});
