import type { ModdleElement } from 'bpmn-moddle';
import { NAME_EN_PROPERTY } from '@/lib/contract/workflow-values';
import { ENGLISH_NAME_MAX, isEnglishName } from '@/lib/entity/english-name';
import type { Locale } from '@/lib/i18n/locales';
import { readDialectXml } from '@/lib/workflow/dialect-moddle';
import { extElements } from './bpmn-read';

/**
 * A version's diagram as a reader of this language sees it: for an English reader every step that
 * has an English name (its property NAME_EN_PROPERTY, as the deploy reads it) is labelled with it,
 * inside sub-processes too, so the diagram names the steps as the path and the history beside it
 * do. A Chinese reader, and a diagram without English names, get the XML as it was deployed.
 */

function englishNameOf(element: ModdleElement): string | null {
  for (const props of extElements(element, 'properties')) {
    for (const p of (props.values as ModdleElement[] | undefined) ?? []) {
      if (p.name !== NAME_EN_PROPERTY && p.id !== NAME_EN_PROPERTY) continue;
      const text = String(p.value ?? '').trim();
      return text && text.length <= ENGLISH_NAME_MAX && isEnglishName(text) ? text : null;
    }
  }
  return null;
}

/** Labels the elements with their English names; answers whether any was. */
function relabel(elements: readonly ModdleElement[]): boolean {
  let renamed = false;
  for (const element of elements) {
    const english = englishNameOf(element);
    if (english) {
      element.name = english;
      renamed = true;
    }
    if (relabel((element.flowElements as ModdleElement[] | undefined) ?? [])) renamed = true;
  }
  return renamed;
}

export async function diagramIn(locale: Locale, xml: string): Promise<string> {
  if (locale !== 'en-US' || !xml.includes(NAME_EN_PROPERTY)) return xml;
  const { rootElement, moddle } = await readDialectXml(xml);
  const processes = ((rootElement.rootElements as ModdleElement[] | undefined) ?? []).filter((e) => e.$type === 'bpmn:Process');
  if (!relabel(processes.flatMap((p) => (p.flowElements as ModdleElement[] | undefined) ?? []))) return xml;
  return (await moddle.toXML(rootElement, { format: true })).xml;
}
