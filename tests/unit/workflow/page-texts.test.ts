import { describe, expect, it } from 'vitest';
import { commonClientMessages, PAGE_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { messagesFor } from '@/lib/i18n/messages';
import { MODEL_ICONS } from '@/lib/contract/workflow-model-icons';
import { appSources } from '../../support/app-sources';

/**
 * The process model pages (流程模型, the designers) are sent the common texts and the workflow
 * group's (lib/i18n/client-namespaces.ts). A component of theirs asking another namespace shows its
 * keys raw (workbench.category.finance) instead of the words.
 */

const sent = new Set([...Object.keys(commonClientMessages(messagesFor('zh-CN'))), ...PAGE_NAMESPACES.workflow]);
const HAN = /\p{Script=Han}/u;

describe('texts of the process model pages', () => {
  it('come from namespaces those pages are sent', () => {
    const asked = appSources()
      .filter(({ file }) => file.startsWith('components/workflow/'))
      .flatMap(({ file, text }) => [...text.matchAll(/useTranslations\('([A-Za-z]+)/g)].map((m) => ({ file, namespace: m[1]! })));
    expect(asked.length).toBeGreaterThan(50);
    expect(asked.filter(({ namespace }) => !sent.has(namespace))).toEqual([]);
  });

  it('name every model icon in words of the language, not by its component', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const names = (messagesFor(locale).designer.models as unknown as { icons?: Record<string, string> }).icons ?? {};
      const unnamed = MODEL_ICONS.filter((icon) => {
        const name = names[icon];
        return !name || name.includes('Outlined') || HAN.test(name) !== (locale === 'zh-CN');
      });
      expect(unnamed, locale).toEqual([]);
    }
  });
});
