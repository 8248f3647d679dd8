'use client';

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Typography } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { rowLimitOf, type ControlOf } from '@/lib/contract/approval-form/design';
import { columnTotal } from '@/lib/contract/approval-form/formulas';
import { useDesignRuleText } from '../rule-text';
import { antdRowsRuleOf, antdRuleOf, isBlankHeldRow } from './control-rules';
import { FormulaValue } from './FormulaValue';
import { inputOf } from './input-of';
import { money } from '@/lib/contract/approval-form/plain-value';
import styles from '../approval-form.module.css';

type Rows = Record<string, unknown>[];

/**
 * A detail table (明细): its rows one under another, each with its columns side by side (wrapping on
 * a phone), row formulas computed as they are typed, and the totals of the columns that ask for one.
 * A row left empty counts for nothing, as on the server: its cells ask for nothing, and a required
 * table with only empty rows says so under the table.
 */
export function DetailTableInput({ control, computedRows }: { control: ControlOf<'detail'>; computedRows: Rows }) {
  const t = useTranslations('approvalForm.fill');
  const text = useDesignRuleText();
  const form = Form.useFormInstance();
  const rowIsBlank = (name: number) => () => isBlankHeldRow(control, form.getFieldValue([control.id, name]));
  const held: unknown = Form.useWatch(control.id, form);
  // A refusal under the table goes as soon as the rows meet the rule, not only at the next submit.
  useEffect(() => {
    if (form.getFieldError(control.id).length) form.validateFields([control.id]).catch(() => undefined);
  }, [held, form, control.id]);
  const limit = rowLimitOf(control);
  const totals = control.columns.filter((c) => (c.kind === 'number' || c.kind === 'amount' || c.kind === 'formula') && c.total);
  return (
    <div className={styles.detail} data-testid={`detail-${control.id}`}>
      <Form.List name={control.id} initialValue={control.required || (control.minRows ?? 0) > 0 ? [{}] : []} rules={antdRowsRuleOf(control, text)}>
        {(rows, { add, remove }, { errors }) => (
          <>
            {rows.length === 0 ? <Typography.Text type="secondary">{t('noRows')}</Typography.Text> : null}
            {rows.map((row, index) => (
              <div key={row.key} className={styles.detailRow} data-testid="detail-row">
                <div className={styles.detailRowHead}>
                  <Typography.Text strong>{t('rowTitle', { table: control.label, row: index + 1 })}</Typography.Text>
                  <Button type="text" size="small" danger icon={<DeleteOutlined />} onClick={() => remove(row.name)} aria-label={t('removeRow', { row: index + 1 })} />
                </div>
                <div className={styles.detailCells}>
                  {control.columns.map((column) =>
                    column.kind === 'formula' ? (
                      <Form.Item key={column.id} label={column.label} className={styles.detailCell}>
                        <FormulaValue value={computedRows[index]?.[column.id]} money={column.money} />
                      </Form.Item>
                    ) : (
                      <Form.Item
                        key={column.id}
                        name={[row.name, column.id]}
                        label={column.label}
                        required={column.required}
                        rules={antdRuleOf(column, text, text('inRow', { table: control.label, row: index + 1, column: column.label }), rowIsBlank(row.name))}
                        className={styles.detailCell}
                      >
                        {inputOf(column, t, true)}
                      </Form.Item>
                    ),
                  )}
                </div>
              </div>
            ))}
            <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({})} disabled={rows.length >= limit} data-testid={`detail-add-${control.id}`}>
              {t('addRow', { table: control.label })}
            </Button>
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
      {totals.length ? (
        <div className={styles.detailTotals} data-testid={`detail-totals-${control.id}`}>
          {totals.map((c) => {
            const sum = columnTotal(computedRows, c.id);
            return <span key={c.id}>{t('columnTotal', { column: c.label, total: c.kind === 'number' ? String(sum) : money(sum) })}</span>;
          })}
        </div>
      ) : null}
    </div>
  );
}
