import { declareUndeclaredTypes, type DeclaringModdle } from '@/lib/workflow/undeclared-types';
import type { EventBus } from './bpmn-types';

/**
 * Before bpmn-js reads a document, the vendor elements it carries that our descriptors do not
 * declare are declared in bpmn-js's moddle (see lib/workflow/undeclared-types.ts), so they are
 * kept and exported as they came instead of being dropped.
 */
function KeepExtensions(eventBus: EventBus, moddle: DeclaringModdle) {
  eventBus.on('import.parse.start', (event) => {
    if (typeof event.xml === 'string') declareUndeclaredTypes(moddle, event.xml);
  });
}
KeepExtensions.$inject = ['eventBus', 'moddle'];

export const keepExtensionsModule = { __init__: ['keepExtensions'], keepExtensions: ['type', KeepExtensions] };
