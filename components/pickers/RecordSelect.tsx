'use client';

import { SelectOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { LazyTooltip } from '@/components/widgets/LazyTooltip';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { usePlugInViews } from '@/components/entity/plug-ins';
import { useRefLabels } from '@/components/entity/fields/ref-records';
import { textOf } from '@/components/entity/fields/shared';
import { entityCalls } from '@/lib/contract/entity-calls';
import type { EntityDef } from '@/lib/entity/types';
import { PagedSelect } from './PagedSelect';
import { keysOfValue, type PickerInputProps } from './picker-input';
import { type PickMode, valueOfKeys } from './selection';
import { useLabelText } from './use-label-text';
import styles from './pickers.module.css';
import { useOpenedOnce } from '@/lib/client/use-opened-once';

interface RecordSelectProps extends PickerInputProps {
  /** The kind offered: its declaration, or its entry in the reference targets. */
  entity: Pick<EntityDef, 'name' | 'key' | 'apiBase'>;
  /** The target's field that names a record. */
  labelField: string;
  placeholder: string;
  /** Offer the record picker dialog next to the drop-down (forms; filter bars keep it lean). */
  browse?: boolean;
  /** Filters every offered record meets (the records of one project), sent with each page. */
  fixed?: Readonly<Record<string, string>>;
}

/**
 * A reference input: the paged drop-down of the target's records, and (in forms) a button opening
 * the record picker to browse them with filters. Chosen records outside the loaded pages keep
 * their names through one list call by key.
 */
export function RecordSelect({ id, value, onChange, label, multiple, disabled, entity, labelField, placeholder, browse, fixed }: RecordSelectProps) {
  const t = useTranslations('pickers.record');
  const labelText = useLabelText();
  const mode: PickMode = multiple ? 'multiple' : 'single';
  const keys = keysOfValue(value, mode);
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const { data: loaded } = useRefLabels(entity, labelField, keys.filter((k) => !picked.has(k)));
  const labels = new Map<string, string>([...(loaded ?? []), ...picked]);
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const { recordBrowser: RecordBrowser } = usePlugInViews();

  const select = (
    <PagedSelect
      id={id}
      className={browse ? styles.refSelect : undefined}
      list={entityCalls(entity.apiBase).query}
      query={fixed}
      valueField={entity.key}
      labelField={labelField}
      multiple={multiple}
      value={valueOfKeys(mode, keys)}
      onChange={onChange}
      labels={labels}
      labelText={labelText}
      placeholder={placeholder}
      disabled={disabled}
    />
  );
  if (!browse || !RecordBrowser) return select;

  const browseLabel = t('browse', { label });
  return (
    <div className={styles.refInput} data-testid="record-select">
      {select}
      <LazyTooltip title={browseLabel}>
        <Button icon={<SelectOutlined />} aria-label={browseLabel} disabled={disabled} onClick={() => setOpen(true)} data-testid="record-picker-open" />
      </LazyTooltip>
      {opened ? (
        <RecordBrowser
          open={open}
          entityName={entity.name}
          mode={mode}
          labelField={labelField}
          value={keys}
          labels={labels}
          fixed={fixed}
          onCancel={() => setOpen(false)}
          onOk={(rows) => {
            const chosen = rows.map((row) => [textOf(row[entity.key]), textOf(row[labelField])] as const).filter(([k]) => k !== '');
            // A record known only by its key keeps the name the list call gives it.
            setPicked(new Map(chosen.filter(([k, name]) => name !== '' && name !== k)));
            onChange?.(valueOfKeys(mode, chosen.map(([k]) => k)));
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}
