import { splitValues } from '@/components/entity/fields/dict-items';
import type { DirectoryScope } from '@/lib/contract/directory';
import type { PickMode } from './selection';

/** What a field hands a picker input (Form.Item adds id, value and onChange). */
export interface PickerInputProps {
  id?: string;
  value?: string | string[] | null;
  onChange?: (value: string | string[] | null) => void;
  /** The field's translated label. */
  label: string;
  multiple: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Whom a user or department picker lists (default: the departments the caller manages). */
  scope?: DirectoryScope;
}

/** The keys a form value holds; a single picker keeps at most one. */
export function keysOfValue(value: unknown, mode: PickMode): string[] {
  const keys = splitValues(value);
  return mode === 'single' ? keys.slice(0, 1) : keys;
}
