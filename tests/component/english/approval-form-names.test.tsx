import { screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { DesignedFormFields, DesignedFormView, toFormValues } from '@/components/approval-form/port';
import { ProcessFormFields } from '@/components/workbench/ProcessFormFields';
import { SubmittedFormView } from '@/components/workbench/SubmittedFormView';
import { formDesignSchema } from '@/lib/contract/approval-form/design';
import type { FormFieldDef } from '@/lib/contract/form-field';
import type { Locale } from '@/lib/i18n/locales';
import { renderInApp } from '../render';

/**
 * The names administrators give a form, as a reader of each language meets them on screen: a
 * designed choice's options and a date range's duration name by their English names for an English
 * reader (lib/contract/approval-form/design-language.ts), a BPMN start form's field by its English
 * label (lib/workflow/field-english-label.ts), each falling back to the name as typed; a Chinese
 * reader sees them as typed.
 */

const design = formDesignSchema.parse({
  fields: [
    { kind: 'choice', id: 'leaveType', label: '请假类型', labelEn: 'Leave type', options: [{ value: 'annual', label: '年假', labelEn: 'Annual leave' }, { value: 'other', label: '其他' }] },
    { kind: 'dateRange', id: 'leave', label: '请假时间', labelEn: 'Leave period', durationLabel: '请假天数', durationLabelEn: 'Days of leave' },
  ],
});
const submitted = { leaveType: 'annual', leave: { start: '2026-12-07', end: '2026-12-08', days: 2 } };

const FIELDS: FormFieldDef[] = [
  { id: 'purpose', label: '用途', type: 'string', default_value: null, date_pattern: null, enum_values: [], constraints: [{ name: 'required', config: 'true' }], properties: [{ id: 'labelEn', value: 'Purpose' }] },
  { id: 'place', label: '地点', type: 'string', default_value: null, date_pattern: null, enum_values: [], constraints: [], properties: [] },
];

function fill(locale: Locale) {
  return renderInApp(
    <Form initialValues={toFormValues(design, submitted)}>
      <DesignedFormFields design={design} />
    </Form>,
    { locale },
  );
}

describe('a designed form’s options and duration', () => {
  it('read in English for an English reader filling it in', async () => {
    fill('en-US');
    const form = await screen.findByTestId('designed-form');
    expect(form.textContent).toContain('Annual leave');
    expect(form.textContent).toContain('其他');
    expect(form.textContent).not.toContain('年假');
    expect((await screen.findByTestId('duration-leave')).textContent).toBe('Days of leave: 2 days');
  });

  it('read as typed for a Chinese reader filling it in', async () => {
    fill('zh-CN');
    expect((await screen.findByTestId('designed-form')).textContent).toContain('年假');
    expect((await screen.findByTestId('duration-leave')).textContent).toBe('请假天数：2 天');
  });

  it('read in English on the submitted form, the range’s days in English words', async () => {
    renderInApp(<DesignedFormView design={design} data={submitted} instanceKey="ins-english" />, { locale: 'en-US' });
    const view = await screen.findByTestId('submitted-form');
    expect(view.textContent).toContain('Leave typeAnnual leave');
    expect(view.textContent).toContain('Leave period2026-12-07 ~ 2026-12-08 (2 days)');
  });

  it('read as typed on the submitted form for a Chinese reader', async () => {
    renderInApp(<DesignedFormView design={design} data={submitted} instanceKey="ins-chinese" />, { locale: 'zh-CN' });
    const view = await screen.findByTestId('submitted-form');
    expect(view.textContent).toContain('请假类型年假');
    expect(view.textContent).toContain('请假时间2026-12-07 ~ 2026-12-08（2 天）');
  });
});

describe('a BPMN start form’s field', () => {
  it('is labelled, and named by its rule, in English for an English reader', async () => {
    const { user } = renderInApp(
      <Form>
        <ProcessFormFields fields={FIELDS} />
        <button type="submit">go</button>
      </Form>,
      { locale: 'en-US' },
    );
    expect(await screen.findByText('Purpose')).toBeTruthy();
    expect(screen.getByText('地点')).toBeTruthy();
    expect(screen.queryByText('用途')).toBeNull();
    await user.click(screen.getByText('go'));
    await waitFor(() => expect(document.body.textContent).toContain('Purpose is required'));
  });

  it('is labelled as typed for a Chinese reader, and in English on the submitted form for an English one', async () => {
    renderInApp(<ProcessFormFields fields={FIELDS} />, { locale: 'zh-CN' });
    expect(await screen.findByText('用途')).toBeTruthy();
    expect(screen.queryByText('Purpose')).toBeNull();
    document.body.innerHTML = '';
    renderInApp(<SubmittedFormView fields={FIELDS} data={{ purpose: '拜访客户' }} />, { locale: 'en-US' });
    expect((await screen.findByTestId('submitted-form')).textContent).toContain('Purpose拜访客户');
  });
});
