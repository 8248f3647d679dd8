'use client';

import { Button, Form, Input, Modal, Select, Typography, type InputRef } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { MAX_SUMMARY_FIELDS, TITLE_TEMPLATE_MAX, type FormDesign } from '@/lib/contract/approval-form/design';
import { APPLICANT_TOKEN, describeTemplate, glanceControls, PROCESS_TOKEN } from '@/lib/contract/approval-form/title-template';

interface FormSettingsProps {
  design: FormDesign;
  open: boolean;
  onChange: (next: FormDesign) => void;
  onClose: () => void;
}

/**
 * 表单设置: how the form's requests read in lists. The title template is typed with the form's
 * fields and the applicant picked from a list (each goes in where the cursor stands, as `{id}`),
 * and read back with the fields' names; the summary fields are picked among the controls a list
 * can show. Every change reaches the design at once, like a control's properties.
 */
export function FormSettings({ design, open, onChange, onClose }: FormSettingsProps) {
  const t = useTranslations('approvalForm.designer.settings');
  const tokens = useTranslations('approvalForm.titleTokens');
  const input = useRef<InputRef>(null);
  const template = design.titleTemplate ?? '';
  const builtIns = { [APPLICANT_TOKEN]: tokens('applicant'), [PROCESS_TOKEN]: tokens('process') };
  const controls = glanceControls(design).map((c) => ({ value: c.id, label: `${c.label}（${c.id}）` }));

  const setTemplate = (text: string) => {
    const { titleTemplate: _old, ...rest } = design;
    onChange(text.trim() ? { ...rest, titleTemplate: text } : rest);
  };
  const insert = (token: string) => {
    const field = input.current?.input;
    const at = field?.selectionStart ?? template.length;
    const end = field?.selectionEnd ?? at;
    const next = `${template.slice(0, at)}{${token}}${template.slice(end)}`.slice(0, TITLE_TEMPLATE_MAX);
    setTemplate(next);
    // The cursor stays after what went in, for the next word or field.
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.input?.setSelectionRange(at + token.length + 2, at + token.length + 2);
    });
  };
  const setSummary = (ids: string[]) => {
    const { summaryFields: _old, ...rest } = design;
    onChange(ids.length ? { ...rest, summaryFields: ids.slice(0, MAX_SUMMARY_FIELDS) } : rest);
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('title')}
      footer={<Button type="primary" onClick={onClose} data-testid="form-settings-done">{t('done')}</Button>}
      width={640}
      destroyOnHidden
      data-testid="form-settings"
    >
      <Form layout="vertical">
        <Form.Item label={t('titleTemplate')} extra={t('titleTemplateHint')} htmlFor="form-settings-title">
          <Input id="form-settings-title" ref={input} value={template} maxLength={TITLE_TEMPLATE_MAX} allowClear placeholder={t('titleTemplatePlaceholder')} onChange={(e) => setTemplate(e.target.value)} data-testid="settings-title-template" />
        </Form.Item>
        <Form.Item label={t('insert')} htmlFor="form-settings-insert">
          <Select
            id="form-settings-insert"
            value={null}
            placeholder={t('insertPlaceholder')}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(token: string) => insert(token)}
            options={[
              { label: t('builtIns'), options: [{ value: APPLICANT_TOKEN, label: builtIns[APPLICANT_TOKEN] }, { value: PROCESS_TOKEN, label: builtIns[PROCESS_TOKEN] }] },
              { label: t('fields'), options: controls },
            ]}
            data-testid="settings-title-insert"
          />
        </Form.Item>
        {template.trim() ? (
          <Typography.Paragraph type="secondary" data-testid="settings-title-preview">
            {t.rich('preview', { title: describeTemplate(template, design, builtIns), entered: (chunks) => <span data-entered>{chunks}</span> })}
          </Typography.Paragraph>
        ) : null}
        <Form.Item label={t('summary')} extra={t('summaryHint', { max: MAX_SUMMARY_FIELDS })} htmlFor="form-settings-summary">
          <Select
            id="form-settings-summary"
            mode="multiple"
            maxCount={MAX_SUMMARY_FIELDS}
            value={design.summaryFields ?? []}
            onChange={setSummary}
            options={controls}
            placeholder={t('summaryPlaceholder')}
            data-testid="settings-summary"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
