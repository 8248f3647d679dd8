import type { ControlKind } from '@/lib/contract/approval-form/design';

/** The palette's groups, in the order a business form is usually built. */
export const PALETTE_GROUPS: readonly { key: 'basic' | 'people' | 'advanced'; kinds: readonly ControlKind[] }[] = [
  { key: 'basic', kinds: ['text', 'textarea', 'number', 'amount', 'date', 'dateRange', 'choice'] },
  { key: 'people', kinds: ['person', 'department', 'record', 'attachment'] },
  { key: 'advanced', kinds: ['detail', 'formula', 'description'] },
];
