import { describe, expect, it } from 'vitest';
import { fixedKeysOf, withMadeKeys } from '@/components/workflow/form-designer/made-keys';
import { withRenamedReferences } from '@/components/workflow/form-designer/rename-references';
import { controlFromPanel, panelValues } from '@/components/workflow/form-designer/clean-control';
import { newControl } from '@/components/workflow/form-designer/new-control';
import type { Control } from '@/lib/contract/approval-form/design';
import { expenseDesign } from '../../support/approval-forms';

const words = { option: (n: number) => `选项${n}`, column: '项目', amount: '金额' };
const nothingSaved = new Set<string>();

/** What the panel answers when one value of the control changes, with the keys made. */
function edit(before: Control, change: Record<string, unknown>, others = new Set<string>(), fixed = nothingSaved) {
  return withMadeKeys(before, controlFromPanel(before, { ...panelValues(before), ...change }), others, fixed);
}

describe('keys the form designer makes from names', () => {
  it('makes a new control its id from its label, unique in the form, as long as nobody typed one', () => {
    const text = newControl('text', '单行文本', new Set(), words);
    expect(text.id).toBe('text1');
    const named = edit(text, { label: '报销事由' }, new Set(['baoxiao_shiyou']));
    expect(named.control.id).toBe('baoxiao_shiyou_2');
    expect(named.panel).toEqual([{ path: ['id'], value: 'baoxiao_shiyou_2' }]);
    // Renamed again, the id follows; typed by hand, it stays.
    expect(edit(named.control, { label: '出差事由' }).control.id).toBe('chuchai_shiyou');
    const typed = edit(named.control, { id: 'reason' }).control;
    expect(edit(typed, { label: '出差事由' }).control.id).toBe('reason');
  });

  it('never changes a key the saved form has', () => {
    const saved = expenseDesign.fields[0]!;
    const fixed = fixedKeysOf(expenseDesign);
    expect(edit(saved, { label: '出差事由' }, new Set(), fixed).control.id).toBe('reason');
    const unsaved: Control = { ...saved, id: 'text3' };
    expect(edit(unsaved, { label: '出差事由' }, new Set(), fixed).control.id).toBe('chuchai_shiyou');
  });

  it('makes each option its value from its text, keeping a value typed by hand', () => {
    const choice = newControl('choice', '选项', new Set(), words);
    const first = edit(choice, { options: [{ label: '银行转账', value: 'opt1' }, { label: '选项2', value: 'opt2' }] });
    expect(first.control).toMatchObject({ options: [{ label: '银行转账', value: 'yinhang_zhuanzhang' }, { label: '选项2', value: 'opt2' }] });
    expect(first.panel).toEqual([{ path: ['options', 0, 'value'], value: 'yinhang_zhuanzhang' }]);
    expect(first.options).toEqual([{ from: 'opt1', to: 'yinhang_zhuanzhang' }]);
    // A new option, its value left empty, and one whose value was typed.
    const added = edit(first.control, { options: [{ label: '银行转账', value: 'yinhang_zhuanzhang' }, { label: '现金', value: 'cash' }, { label: '现金', value: '' }] });
    expect(added.control).toMatchObject({ options: [{ value: 'yinhang_zhuanzhang' }, { value: 'cash' }, { value: 'xianjin' }] });
  });

  it('makes a detail column its id from its title and keeps the row formulas pointing at it', () => {
    const table: Control = { kind: 'detail', id: 'lines', label: '明细', columns: [{ kind: 'number', id: 'col1', label: '列1' }, { kind: 'formula', id: 'col2', label: '列2', op: 'sum', refs: ['col1'] }] };
    const made = edit(table, { columns: [{ kind: 'number', id: 'col1', label: '数量' }, { kind: 'formula', id: 'col2', label: '列2', op: 'sum', refs: ['col1'] }] });
    expect(made.control).toMatchObject({ columns: [{ id: 'shuliang' }, { id: 'col2', refs: ['shuliang'] }] });
    expect(made.columns).toEqual([{ from: 'col1', to: 'shuliang' }]);
  });

  it('carries a rename over to the formulas and show-when rules that read the control', () => {
    const fields = withRenamedReferences(expenseDesign.fields, {
      id: { from: 'lines', to: 'feiyong_mingxi' },
      columns: [{ from: 'amount', to: 'jine' }],
      options: [],
    });
    expect(fields.find((c) => c.id === 'total')).toMatchObject({ refs: ['feiyong_mingxi.jine'] });
    const paid = withRenamedReferences(expenseDesign.fields, { id: { from: 'payWay', to: 'zhifu_fangshi' }, columns: [], options: [{ from: 'bank', to: 'yinhang_zhuanzhang' }] });
    expect(paid.find((c) => c.id === 'bankNo')?.showWhen).toEqual({ field: 'zhifu_fangshi', op: 'eq', value: 'yinhang_zhuanzhang' });
  });
});
