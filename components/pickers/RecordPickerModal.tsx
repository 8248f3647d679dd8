'use client';

import { DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, Modal, Table, type TableColumnsType } from 'antd';
import { useTranslations } from 'next-intl';
import { type EntityRecord, kindOf } from '@/components/entity/fields';
import { textOf } from '@/components/entity/fields/shared';
import { PagedTable } from '@/components/entity/list/PagedTable';
import { useEntityQuery } from '@/components/entity/list/use-entity-query';
import type { EntityDef } from '@/lib/entity/types';
import { EllipsisText } from '@/components/widgets/EllipsisText';
import { PICKER_ELLIPSIS_UNITS } from '@/lib/entity/text-display';
import { isTextual, pickerColumnFields, pickerRowKey } from './record-columns';
import { RecordPickerFilters } from './RecordPickerFilters';
import { nextChosen, type PickMode, withoutChosen } from './selection';
import { useDraftOnOpen } from './use-draft-on-open';
import { useLabelText } from './use-label-text';
import styles from './pickers.module.css';

/** Picker page size 5 (options 5, 10, 20, 30), table scroll height 240 (docs/entities.md, "What you get without writing more"). */
export const RECORD_PAGE_SIZE = 5;
export const RECORD_PAGE_SIZE_OPTIONS = [5, 10, 20, 30] as const;
export const RECORD_SCROLL_Y = 240;
const RECORD_PICKER_WIDTH = 1100;

export interface RecordPickerModalProps {
  open: boolean;
  /** Any declared entity (lib/entities). */
  entity: EntityDef;
  mode: PickMode;
  /** The row key; defaults to the entity's key, and to position_key when there is none. */
  rowKey?: string;
  /** The field naming a record in the chosen list; defaults to the entity's title field. */
  labelField?: string;
  /** Keys chosen when the dialog opens, and their names as far as known. */
  value: readonly string[];
  labels?: ReadonlyMap<string, string>;
  /** Filters the opener fixes (sent with every query, not offered). */
  fixed?: Readonly<Record<string, string>>;
  onOk: (rows: EntityRecord[]) => void;
  onCancel: () => void;
}

const NO_LABELS: ReadonlyMap<string, string> = new Map();
const NO_FIXED: Readonly<Record<string, string>> = {};

/**
 * The generic record picker: filters with query and reset, a paged result
 * table, and the chosen records in a table of their own with a delete action. Single mode keeps
 * only the record ticked last, multiple mode every ticked one; OK hands over the chosen rows.
 */
export function RecordPickerModal({ open, entity, mode, rowKey, labelField, value, labels = NO_LABELS, fixed = NO_FIXED, onOk, onCancel }: RecordPickerModalProps) {
  const t = useTranslations('pickers');
  const tAll = useTranslations();
  const labelText = useLabelText();
  const key = pickerRowKey(entity, rowKey);
  const nameField = labelField ?? entity.titleField;
  const keyOf = (record: EntityRecord) => textOf(record[key]);
  const nameOf = (record: EntityRecord) => labelText(textOf(record[nameField]) || keyOf(record));

  const [chosen, setChosen] = useDraftOnOpen<Map<string, EntityRecord>>(open, () => new Map(value.map((k) => [k, { [key]: k, [nameField]: labels.get(k) ?? k }])));
  // Its own cache: the picker's pages are smaller than the list's.
  const list = useEntityQuery(entity, { enabled: open, scope: ['pickers:records'], fixed, pageSize: RECORD_PAGE_SIZE, pageSizes: RECORD_PAGE_SIZE_OPTIONS });
  const rows = list.records;
  const entityLabel = tAll(entity.label);

  const tick = (pageTicked: readonly string[]) => setChosen((previous) => nextChosen(mode, previous, rows, keyOf, pageTicked));
  const toggleRow = (record: EntityRecord) => {
    const ticked = rows.map(keyOf).filter((k) => chosen.has(k));
    const k = keyOf(record);
    tick(chosen.has(k) ? ticked.filter((x) => x !== k) : [...ticked, k]);
  };

  const resultColumns: TableColumnsType<EntityRecord> = pickerColumnFields(entity).map(([name, field]) => ({
    key: name,
    dataIndex: name,
    title: tAll(field.label),
    render: (cell: unknown, record: EntityRecord) =>
      isTextual(field) ? <EllipsisText limit={PICKER_ELLIPSIS_UNITS} text={labelText(textOf(cell))} /> : kindOf(field).cell(record[field.loadFrom ?? name], record, field),
  }));

  const chosenColumns: TableColumnsType<EntityRecord> = [
    { key: 'name', title: tAll(entity.fields[nameField]?.label ?? entity.label), render: (_: unknown, record: EntityRecord) => <EllipsisText limit={PICKER_ELLIPSIS_UNITS} text={nameOf(record)} /> },
    {
      key: 'operations',
      title: t('common.operations'),
      width: 90,
      render: (_: unknown, record: EntityRecord) => (
        <Button
          type="link"
          danger
          size="small"
          icon={<DeleteOutlined />}
          onClick={() => setChosen((previous) => withoutChosen(previous, keyOf(record)))}
          data-testid="record-picker-remove"
        >
          {t('common.delete')}
        </Button>
      ),
    },
  ];

  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.empty')} />;

  return (
    <Modal
      open={open}
      title={t('record.title', { entity: entityLabel })}
      width={RECORD_PICKER_WIDTH}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onOk={() => onOk([...chosen.values()])}
      onCancel={onCancel}
      destroyOnHidden
    >
      <div data-testid="record-picker" data-entity={entity.name}>
        <RecordPickerFilters
          entity={entity}
          omit={Object.keys(fixed)}
          onSearch={list.searchBar}
          onReset={list.resetBar}
        />
        <div className={styles.recordLayout}>
          <PagedTable<EntityRecord>
            list={list}
            emptyText={t('common.empty')}
            pagerSize="small"
            rowKey={keyOf}
            size="small"
            columns={resultColumns}
            scroll={{ x: 'max-content', y: RECORD_SCROLL_Y }}
            rowSelection={{
              type: mode === 'multiple' ? 'checkbox' : 'radio',
              selectedRowKeys: [...chosen.keys()],
              preserveSelectedRowKeys: true,
              onChange: (keys) => {
                const onPage = new Set(rows.map(keyOf));
                tick(keys.map(String).filter((k) => onPage.has(k)));
              },
            }}
            onRow={(record) => ({
              onClick: (event) => {
                if (!(event.target as HTMLElement).closest('.ant-table-selection-column')) toggleRow(record);
              },
            })}
            data-testid="record-picker-results"
          />
          <section aria-label={t('record.selectedTitle', { entity: entityLabel })}>
            <div className={styles.sectionTitle}>
              {t('record.selectedTitle', { entity: entityLabel })}
              <span className={styles.muted}>（{chosen.size}）</span>
            </div>
            <Table<EntityRecord>
              rowKey={keyOf}
              size="small"
              columns={chosenColumns}
              dataSource={[...chosen.values()]}
              pagination={false}
              scroll={{ y: RECORD_SCROLL_Y }}
              locale={{ emptyText: empty }}
              data-testid="record-picker-chosen"
            />
          </section>
        </div>
      </div>
    </Modal>
  );
}
