import { bpmnTranslator } from '@/lib/workflow/bpmn-terms';

/**
 * A bpmn-js module that replaces its translate service: the palette, context pad and menus speak
 * the interface language (Chinese, or English with en-US).
 */
export function translateModule(lookup: (key: string) => string | undefined) {
  return { translate: ['value', bpmnTranslator(lookup)] };
}
