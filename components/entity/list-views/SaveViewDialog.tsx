'use client';

import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-switch.css';
import { Form, Input, Modal, Select, Switch } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { DepartmentPickerInput } from '@/components/pickers/DepartmentPickerInput';
import { isApiError } from '@/lib/client/api-error';
import { call } from '@/lib/client/call';
import { listViewCalls } from '@/lib/contract/list-calls';
import { LIST_VIEW_LIMITS } from '@/lib/contract/list-view-paths';
import { listViewInputSchema, type ListView, type ListViewInput, type ListViewSettings } from '@/lib/contract/list-views';
import { useMessageText } from '../message-text';
import styles from './list-views.module.css';

interface Values {
  name: string;
  shared: boolean;
  shareRoles: string[];
  shareDepartments: string[] | string | null;
}

interface SaveViewDialogProps {
  entity: string;
  /** The view whose name and sharing are edited; null saves the page as a new view. */
  editing: ListView | null;
  settings: ListViewSettings;
  onSave: (input: ListViewInput) => Promise<void>;
  onClose: () => void;
}

const FORM_FIELDS = ['name', 'shared', 'shareRoles', 'shareDepartments'] as const;
const asList = (value: Values['shareDepartments']) => (Array.isArray(value) ? value : value ? [value] : []);

/** 另存为视图 / 编辑视图: the view's name, and whether it is shared with roles or departments. */
export function SaveViewDialog({ entity, editing, settings, onSave, onClose }: SaveViewDialogProps) {
  const t = useTranslations('entityUi.views');
  const text = useMessageText();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const shared = Form.useWatch('shared', form) ?? editing?.shared ?? false;
  const { data: roles } = useSWR(listViewCalls.shareRoles.path, () => call(listViewCalls.shareRoles, undefined, { silent: true }), { revalidateOnFocus: false });

  const submit = async () => {
    const values = form.getFieldsValue(true) as Values;
    const input = {
      ...(editing ? { viewKey: editing.view_key } : {}),
      entity,
      name: values.name ?? '',
      settings,
      shared: values.shared ?? false,
      shareRoles: values.shared ? values.shareRoles ?? [] : [],
      shareDepartments: values.shared ? asList(values.shareDepartments) : [],
    };
    const parsed = listViewInputSchema.safeParse(input);
    if (!parsed.success) {
      form.setFields(parsed.error.issues.flatMap((issue) => {
        const name = FORM_FIELDS.find((f) => f === issue.path[0]);
        return name ? [{ name, errors: [text(issue.message)] }] : [];
      }));
      return;
    }
    setSaving(true);
    try {
      await onSave(parsed.data);
      onClose();
    } catch (failure) {
      // A refusal about one input (a name in use, a role that no longer exists) shows at that input.
      const name = isApiError(failure) ? FORM_FIELDS.find((f) => f === failure.field) : undefined;
      if (name && isApiError(failure)) form.setFields([{ name, errors: [failure.message] }]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={editing ? t('editTitle') : t('saveAsTitle')}
      okText={t('ok')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="list-view-dialog"
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ name: editing?.name ?? '', shared: editing?.shared ?? false, shareRoles: editing?.share_roles ?? [], shareDepartments: editing?.share_departments ?? [] }}
        onFinish={() => void submit()}
      >
        <Form.Item name="name" label={t('name')} required>
          <Input maxLength={LIST_VIEW_LIMITS.name} showCount autoFocus data-testid="list-view-name" />
        </Form.Item>
        <Form.Item name="shared" label={t('sharing')} valuePropName="checked" extra={<span className={styles.shareHint}>{t('sharingHint')}</span>}>
          <Switch checkedChildren={t('sharedOn')} unCheckedChildren={t('sharedOff')} data-testid="list-view-shared" />
        </Form.Item>
        {shared ? (
          <>
            <Form.Item name="shareRoles" label={t('roles')}>
              <Select
                mode="multiple"
                allowClear
                optionFilterProp="label"
                placeholder={t('rolesHint')}
                options={(roles ?? []).map((r) => ({ value: r.code, label: r.name }))}
                data-testid="list-view-roles"
              />
            </Form.Item>
            <Form.Item name="shareDepartments" label={t('departments')}>
              <DepartmentPickerInput label={t('departments')} multiple />
            </Form.Item>
          </>
        ) : null}
      </Form>
    </Modal>
  );
}
