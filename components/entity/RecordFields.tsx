'use client';

import { Descriptions, type DescriptionsProps } from 'antd';
import '@/components/providers/theme/antd-descriptions.css';
import { useTranslations } from 'next-intl';
import { usePhone } from '@/components/providers/phone-hint';
import type { EntityDef } from '@/lib/entity/types';
import { type EntityRecord, kindOf } from './fields';
import { formatMoment } from './fields/date-values';
import { textOfDictValue, useDictItems } from './fields/dict-items';
import { useNamesOfUsers } from './fields/directory';
import { EMPTY_MARK, textOf } from './fields/shared';
import styles from './entity-ui.module.css';
import { RevealableValue } from './features/sensitive/RevealableValue';
import { sensitiveKindOf } from '@/lib/entity/features/sensitive/fields';
import { ComputedLabel } from './features/computed/ComputedLabel';
import { WithheldValue } from './features/computed/WithheldValue';

/** Who last changed the record, by name even when that colleague is outside the reader's departments. */
function UserName({ userKey }: { userKey: unknown }) {
  const key = typeof userKey === 'string' ? userKey : '';
  const nameOf = useNamesOfUsers(key ? [key] : []);
  return <>{key ? nameOf(key) : EMPTY_MARK}</>;
}

function DictText({ dictCode, value }: { dictCode: string; value: string }) {
  const { data } = useDictItems(dictCode);
  return <>{textOfDictValue(data, value)}</>;
}

/**
 * The record's title: its title field's text, the item text when a dictionary value names the
 * record (a price type), or the linked record's name when a link names it (a resource's supplier).
 */
function titleOf(entity: EntityDef, record: EntityRecord) {
  const text = textOf(record[entity.titleField]);
  const field = entity.fields[entity.titleField];
  if (!text) return undefined;
  if (field?.type === 'dict') return <DictText dictCode={field.dictCode} value={text} />;
  if (field?.type === 'ref') return kindOf(field).cell(text, record, field);
  return text;
}

/** A record's detail fields and bookkeeping, as the detail drawer and the record page show them. */
export function RecordFields({ entity, record, titled = true }: { entity: EntityDef; record: EntityRecord; titled?: boolean }) {
  const t = useTranslations('entityUi.detail');
  const tAll = useTranslations();
  // Two columns from antd's md up; one on a phone, known from the first drawing (the server's too).
  const columns = usePhone() ? 1 : 2;
  const items: DescriptionsProps['items'] = Object.entries(entity.fields)
    .filter(([, field]) => field.detail !== false && !field.hidden)
    .map(([name, field]) => ({
      key: name,
      label: field.computed ? <ComputedLabel entity={entity} label={tAll(field.label)} computed={field.computed} /> : tAll(field.label),
      children: sensitiveKindOf(field)
        ? <RevealableValue entity={entity} name={name} record={record} show={(value) => kindOf(field).detail(value, record, field)} />
        : field.computed
          ? <WithheldValue name={name} record={record} show={(value) => kindOf(field).detail(value, record, field)} />
          : kindOf(field).detail(record[field.loadFrom ?? name], record, field),
      span: field.form !== false && field.form?.span === 2 ? columns : 1,
    }));
  items.push(
    { key: 'create_by', label: t('createBy'), children: <UserName userKey={record.create_by} /> },
    { key: 'create_time', label: t('createTime'), children: formatMoment(record.create_time, 'datetime') || EMPTY_MARK },
    { key: 'update_by', label: t('updateBy'), children: <UserName userKey={record.update_by} /> },
    { key: 'update_time', label: t('updateTime'), children: formatMoment(record.update_time, 'datetime') || EMPTY_MARK },
  );
  return (
    <Descriptions
      bordered
      size="small"
      column={columns}
      title={titled ? titleOf(entity, record) : undefined}
      items={items}
      className={styles.detailTable}
      classNames={{ label: styles.detailLabel, content: styles.detailContent }}
      data-testid="entity-detail-fields"
    />
  );
}

