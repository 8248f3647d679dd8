// antd's ES modules, as the browser bundle has them: the package's main entry is another copy in
// Node, with contexts of its own.
import type { SelectProps } from 'antd';
import ConfigProvider from 'antd/es/config-provider';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { createElement as h, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { appTheme } from '@/components/providers/theme/app-theme';
import { SelectStandIn } from '@/components/widgets/select/SelectStandIn';
import { shownValues } from '@/components/widgets/select/stand-in-values';

const OPTIONS = [
  { value: 10, label: '10 条/页' },
  { value: 20, label: '20 条/页' },
  { label: '分组', options: [{ value: 'g1', label: '组内选项', title: '组内选项的说明' }] },
];

const noEvents = { onNear: () => undefined, onPress: () => undefined, onOpen: () => undefined, onClear: () => undefined, onRemove: () => undefined };

/** Markup as the app renders it, under its theme (and a form item where asked). */
function markup(element: ReactElement, formStatus?: 'error'): string {
  const inner = formStatus ? h(Form, null, h(Form.Item, { validateStatus: formStatus, help: '必填' }, element)) : element;
  return renderToStaticMarkup(h(ConfigProvider, { theme: appTheme }, inner));
}

/**
 * The stand-in's own mark, the one attribute it keeps on purpose (its input never takes text) and
 * the id antd makes up for a Select given none (the stand-in needs none) set aside.
 */
const normalise = (html: string) => html.replace(/ data-stand-in="true"/g, '').replace(/ readOnly=""/g, '').replace(/ id="test-id"/g, '');

const CASES: Array<[string, SelectProps]> = [
  ['placeholder', { id: 'f', placeholder: '请选择', options: OPTIONS, allowClear: true }],
  ['value, small, searchable (the page size)', { value: 10, options: OPTIONS, size: 'small', showSearch: true, 'aria-label': '页码' }],
  ['value in a group, with its title', { value: 'g1', options: OPTIONS }],
  ['value without an option', { value: 'unknown-key', options: OPTIONS }],
  ['labelled value', { labelInValue: true, value: { value: 'k1', label: '张三' }, options: [] }],
  ['clearable value', { value: 20, options: OPTIONS, allowClear: true }],
  ['disabled, error, loading', { value: 20, options: OPTIONS, disabled: true, status: 'error', loading: true }],
  ['multiple, empty', { mode: 'multiple', placeholder: '请选择', options: OPTIONS }],
  ['multiple, two values', { mode: 'multiple', value: [10, 20], options: OPTIONS }],
  ['classes and style', { className: 'wide', style: { width: 140 }, placeholder: '全部', options: OPTIONS, variant: 'borderless' }],
];

describe('the Select stand-in', () => {
  it.each(CASES)('draws a closed Select as antd draws it: %s', (_name, props) => {
    const real = markup(h(Select, props));
    const standIn = markup(h(SelectStandIn, { props, events: noEvents }));
    expect(normalise(standIn)).toBe(normalise(real));
  });

  it('takes the status of the form item it sits in', () => {
    const props: SelectProps = { placeholder: '请选择', options: OPTIONS };
    const standIn = markup(h(SelectStandIn, { props, events: noEvents }), 'error');
    expect(standIn).toContain('ant-select-status-error');
    expect(normalise(standIn)).toBe(normalise(markup(h(Select, props), 'error')));
  });

  it('works out shown values as antd does', () => {
    expect(shownValues(null, OPTIONS, false)).toEqual([]);
    expect(shownValues(undefined, OPTIONS, true)).toEqual([]);
    expect(shownValues(10, OPTIONS, false)).toEqual([{ key: '10', label: '10 条/页', title: '10 条/页' }]);
    expect(shownValues({ value: 10, label: '自带的名字' }, OPTIONS, false)[0]!.label).toBe('自带的名字');
    expect(shownValues(['g1', 'x'], OPTIONS, true).map((v) => [v.label, v.title])).toEqual([['组内选项', '组内选项的说明'], ['x', 'x']]);
  });
});
