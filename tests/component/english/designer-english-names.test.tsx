import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormFieldModal } from '@/components/workflow/designer/panel/sections/FormFieldModal';
import { ControlProperties } from '@/components/workflow/form-designer/ControlProperties';
import { formDesignSchema, type Control } from '@/lib/contract/approval-form/design';
import { emptyField, type FormFieldState } from '@/lib/workflow/form-data';
import { renderInApp } from '../render';

/**
 * Where administrators give the English names a form's readers see (lib/entity/english-name.ts):
 * a choice's options and a date range's duration in the form designer, a BPMN form field's label in
 * the process designer's field dialog (kept as the field's property labelEn). Each is checked by
 * the English names' shared rule before it is kept.
 */

const design = formDesignSchema.parse({
  fields: [
    { kind: 'choice', id: 'kind', label: '类型', options: [{ value: 'travel', label: '差旅费' }] },
    { kind: 'dateRange', id: 'leave', label: '请假时间', durationLabel: '请假天数' },
  ],
});

function panelOf(control: Control) {
  const onChange = vi.fn<(before: Control, next: Control) => void>();
  const rendered = renderInApp(<ControlProperties design={design} control={control} selection={1} fixedKeys={new Set(['kind', 'leave', 'kind/=travel'])} onChange={onChange} />);
  return { ...rendered, onChange, last: () => onChange.mock.calls.at(-1)?.[1] };
}

describe('the form designer', () => {
  it('takes an option’s English name beside its name', async () => {
    const { user, last } = panelOf(design.fields[0]!);
    await user.type(await screen.findByTestId('prop-option-label-en'), 'Travel');
    await waitFor(() => {
      const next = last();
      expect(next?.kind === 'choice' ? next.options : null).toEqual([{ value: 'travel', label: '差旅费', labelEn: 'Travel' }]);
    });
  });

  it('refuses a Chinese English name of an option with the shared message', async () => {
    const { user } = panelOf(design.fields[0]!);
    await user.type(await screen.findByTestId('prop-option-label-en'), '差旅');
    expect(await screen.findByText('英文名称不能含有中文字符、全角符号或换行')).toBeTruthy();
  });

  it('takes a date range’s duration name in English', async () => {
    const { user, last } = panelOf(design.fields[1]!);
    await user.type(await screen.findByTestId('prop-duration-label-en'), 'Days of leave');
    await waitFor(() => {
      const next = last();
      expect(next?.kind === 'dateRange' ? next.durationLabelEn : null).toBe('Days of leave');
    });
  });
});

describe('the process designer’s form field', () => {
  const field: FormFieldState = { ...emptyField(), id: 'purpose', label: '用途', properties: [{ id: 'labelEn', value: 'Use' }, { id: 'summary', value: 'true' }, { id: 'multiline', value: 'true' }] };

  it('edits its English label as its own input and keeps it as the property labelEn', async () => {
    const onOk = vi.fn<(field: FormFieldState) => void>();
    const { user } = renderInApp(<FormFieldModal open field={field} others={[]} onOk={onOk} onCancel={() => {}} />);
    const input = await screen.findByTestId<HTMLInputElement>('designer-field-label-en');
    await waitFor(() => expect(input.value).toBe('Use'));
    await user.clear(input);
    await user.type(input, 'Purpose');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(onOk).toHaveBeenCalled());
    expect(onOk.mock.calls[0]![0].properties).toEqual([{ id: 'multiline', value: 'true' }, { id: 'summary', value: 'true' }, { id: 'labelEn', value: 'Purpose' }]);
  });

  it('refuses a Chinese English label and keeps nothing', async () => {
    const onOk = vi.fn<(field: FormFieldState) => void>();
    const { user } = renderInApp(<FormFieldModal open field={{ ...field, properties: [] }} others={[]} onOk={onOk} onCancel={() => {}} />);
    await user.type(await screen.findByTestId('designer-field-label-en'), '用途');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('英文名称不能含有中文字符、全角符号或换行')).toBeTruthy();
    expect(onOk).not.toHaveBeenCalled();
  });
});
