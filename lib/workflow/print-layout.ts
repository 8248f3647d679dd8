import { PRINT_LAYOUTS, type PrintLayout } from '@/lib/contract/workflow-print';
import { makeProcessSetting } from './process-setting';

/** How a model's requests print: `standard` (header, form and the approval path) or `noPath` (without the path). */

export const PRINT_LAYOUT_SETTING = makeProcessSetting<PrintLayout>('printLayout', PRINT_LAYOUTS, 'standard');
export const PRINT_LAYOUT_PROPERTY = PRINT_LAYOUT_SETTING.property;
export const DEFAULT_PRINT_LAYOUT = PRINT_LAYOUT_SETTING.fallback;
export const readPrintLayout = PRINT_LAYOUT_SETTING.read;
export { PRINT_LAYOUTS, type PrintLayout };
