import type { ReactElement, ReactNode } from 'react';
import type { EntityDef, FieldDef, FieldType, FilterOperator } from '@/lib/entity/types';

/** One stored record as the generic calls answer it: snake_case columns, values as JSON gives them. */
import type { EntityRecord } from '@/lib/contract/entity-answers';

export type { EntityRecord };

/** The declaration of one field type, narrowed from the union (TextField covers five types). */
export type FieldOf<T extends FieldType> = FieldDef & { type: T };

/** What the form or the filter bar hands a widget besides the value Form.Item injects. */
export interface WidgetContext {
  /** Translated label, for placeholders. */
  label: string;
  entity: EntityDef;
  /** The field's name in the declaration. */
  name: string;
  disabled?: boolean;
}

export interface FilterContext extends WidgetContext {
  operator: FilterOperator;
}

/**
 * Everything the generic pages need to know about one field type. Widgets are returned as elements
 * so Form.Item can inject value/onChange/id into them.
 */
export interface FieldKind<F extends FieldDef = FieldDef> {
  /** Operators the filter bar may use with this type; the first is the default. Empty: never a filter. */
  operators: readonly FilterOperator[];
  /** Column alignment in the list (figures line up on the right). */
  align?: 'left' | 'right' | 'center';
  /** Ellipsis long values in a list cell instead of wrapping. */
  ellipsis?: boolean;
  /** The prop Form.Item fills with the value: 'checked' for switches. */
  valuePropName?: 'value' | 'checked';
  cell(value: unknown, record: EntityRecord, field: F): ReactNode;
  detail(value: unknown, record: EntityRecord, field: F): ReactNode;
  input(field: F, context: WidgetContext): ReactElement;
  /**
   * Fetches the input's code ahead, when a form showing this field is reached for (the pointer on
   * 新增), so the form opens drawn whole; absent when the input comes with the page.
   */
  inputCode?(field: F): Promise<unknown>;
  filterInput(field: F, context: FilterContext): ReactElement;
  /** Stored value -> what the widget edits (a Dayjs, an array, a file list). */
  toForm(value: unknown, field: F): unknown;
  /** Widget value -> what addOrUpdate expects (and the zod schema checks). */
  fromForm(value: unknown, field: F): unknown;
  /** A filter value kept as JSON (a saved view's) as the filter input holds it; absent: the same value. */
  filterFromStored?(value: unknown): unknown;
  /** Query parameters for one filter value; {} when the value is blank. */
  filterParams(name: string, value: unknown, operator: FilterOperator, field: F): Record<string, string>;
}
