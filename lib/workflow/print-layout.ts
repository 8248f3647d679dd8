import { PRINT_LAYOUTS, type PrintLayout } from '@/lib/contract/workflow-print';

/**
 * How a model's requests print: `standard` (header, form and the approval path) or `noPath`
 * (without the path). Kept as an extension property of the process element so every BPMN tool
 * keeps it; the designer writes it and the deploy reads it into the graph.
 */

export const PRINT_LAYOUT_PROPERTY = 'printLayout';
export const DEFAULT_PRINT_LAYOUT: PrintLayout = 'standard';
export { PRINT_LAYOUTS, type PrintLayout };

/** The model's layout from its property text; null when the text names no layout. */
export function readPrintLayout(text: string | null | undefined): PrintLayout | null {
  const value = (text ?? '').trim();
  if (value === '') return DEFAULT_PRINT_LAYOUT;
  return (PRINT_LAYOUTS as readonly string[]).includes(value) ? (value as PrintLayout) : null;
}
