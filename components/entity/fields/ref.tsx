'use client';

import { heldComponent } from '@/components/widgets/held-component';
import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/widgets/IntentLink';
import { RecordSelect } from '@/components/pickers/RecordSelect';
import { useLabelText } from '@/components/pickers/use-label-text';
import { useListSeparator } from '@/lib/client/list-separator';
import { refTargetByName } from '@/lib/entities/ref-targets';
import { entityListPath } from '@/lib/navigation/page-directory';
import type { EntityTarget } from '@/lib/entity/types';
import { carriedRefLabel } from '@/lib/entity/ref-labels';
import { type EntityRecord, type FieldKind, type FieldOf } from './kind';
import { singleFilter } from './filter-encoding';
import { splitValues } from './dict-items';
import { useRefLabel } from './ref-records';
import { useEntityPlugIn } from '../plug-ins';
import { EmptyValue, type Injected, usePlaceholder, InputPlace } from './shared';
import styles from './fields.module.css';

type RefDef = FieldOf<'ref'>;

/** Reference inputs narrowed by the form's values load with the form (they need the form library). */
const NarrowedRecordSelect = heldComponent(() => import('./NarrowedRecordSelect').then((m) => m.NarrowedRecordSelect), InputPlace);

/** The kind a reference names, from the directory of reference targets (not every declaration). */
function target(field: RefDef): { entity: EntityTarget | undefined; labelField: string } {
  return { entity: refTargetByName(field.entity), labelField: field.labelField };
}

function UnknownTarget({ field }: { field: RefDef }) {
  const t = useTranslations('entityUi.ref');
  return <span className={styles.missing}>{t('unknownEntity', { name: field.entity })}</span>;
}

/** The referenced record's label: the one its referrer's answer carries, else read from the target. */
function RefLabel({ field, recordKey, carried }: { field: RefDef; recordKey: string; carried: string | undefined }) {
  const { entity, labelField } = target(field);
  const labelText = useLabelText();
  const { data } = useRefLabel(entity, labelField, carried === undefined ? recordKey : null);
  return <>{labelText(carried ?? data ?? recordKey)}</>;
}

/** Where a linked record opens: its page under its entity's list, when records of that kind have pages. */
function recordPathOf(entity: EntityTarget): string | null {
  if (!entity.recordPage) return null;
  return entityListPath(entity.name) ?? null;
}

/** The linked records' titles; on a record's own view each leads to the linked record's page (a lead's customer, a customer's lead). */
function RefValue({ field, value, record, linked = false }: { field: RefDef; value: unknown; record: EntityRecord | null; linked?: boolean }) {
  const separator = useListSeparator();
  const keys = field.multiple ? splitValues(value) : splitValues(value).slice(0, 1);
  if (keys.length === 0) return <EmptyValue />;
  const { entity } = target(field);
  if (!entity) return <UnknownTarget field={field} />;
  const path = linked ? recordPathOf(entity) : null;
  return (
    <>
      {keys.map((key, index) => (
        <span key={key}>
          {index > 0 ? separator : null}
          {path ? (
            <IntentLink href={`${path}/${encodeURIComponent(key)}`} data-testid="ref-link">
              <RefLabel field={field} recordKey={key} carried={carriedRefLabel(record, field.entity, key)} />
            </IntentLink>
          ) : (
            <RefLabel field={field} recordKey={key} carried={carriedRefLabel(record, field.entity, key)} />
          )}
        </span>
      ))}
    </>
  );
}

interface RefInputProps extends Injected<string | string[] | null> {
  field: RefDef;
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  /** In a form (not a filter bar): special pickers and the record picker button. */
  inForm?: boolean;
}

function RefInput({ field, label, multiple, disabled, inForm, value, onChange, id }: RefInputProps) {
  const placeholder = usePlaceholder('select', label);
  // A target an area gives a widget of its own in forms (a customer's departments come as that
  // customer's tree); every other target gets the paged drop-down and the record picker.
  const { formInput: Special } = useEntityPlugIn(field.entity);
  const { entity, labelField } = target(field);
  if (!entity) return <UnknownTarget field={field} />;
  const common = { id, value, onChange, label, multiple: multiple === true, disabled, required: field.required === true };
  if (inForm && Special) return <Special {...common} />;
  if (inForm && field.within) return <NarrowedRecordSelect {...common} within={field.within} entity={entity} labelField={labelField} placeholder={placeholder} />;
  return <RecordSelect {...common} entity={entity} labelField={labelField} placeholder={placeholder} browse={inForm} />;
}

export const refKind: FieldKind<RefDef> = {
  operators: ['eq', 'in'],
  cell: (value, record, field) => <RefValue field={field} value={value} record={record} />,
  detail: (value, record, field) => <RefValue field={field} value={value} record={record} linked />,
  input: (field, { label, disabled }) => <RefInput field={field} label={label} multiple={field.multiple === true} disabled={disabled} inForm />,
  inputCode: (field) => (field.within ? NarrowedRecordSelect.preload() : Promise.resolve()),
  filterInput: (field, { label, operator }) => <RefInput field={field} label={label} multiple={operator === 'in'} />,
  toForm: (value, field) => (field.multiple ? splitValues(value) : (splitValues(value)[0] ?? null)),
  // Several keys travel comma-joined, as the schema and the behaviours expect them.
  fromForm: (value, field) => (field.multiple ? splitValues(value).join(',') : (splitValues(value)[0] ?? null)),
  filterParams: (name, value, operator) => singleFilter(name, operator, splitValues(value)),
};
