'use client';

import { Form, Input, Modal, Select, Skeleton, Typography } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { FormInstance } from 'antd';
import useSWR from 'swr';
import { DepartmentPickerInput } from '@/components/pickers/DepartmentPickerInput';
import { UserPickerInput } from '@/components/pickers/UserPickerInput';
import { useApi } from '@/lib/client/use-api';
import type { Role } from '@/lib/contract/permission-answers';
import { PROCESS_KEY_PATTERN } from '@/lib/contract/workflow-values';
import { loadModelSettings, refreshModels, saveModelSettings, type ModelSettings } from './model-api';
import { ModelCategoryInput } from './ModelCategoryInput';
import { ModelIconPicker } from './ModelIconPicker';
import { keyFromName, uniqueKey } from '@/lib/contract/name-keys';
import { MADE_PROCESS_KEY_LENGTH, useTakenProcessKeys } from './taken-process-keys';
import { PROCESS_CATEGORIES } from '@/lib/contract/workflow-model-icons';
import { EnglishNameItem } from '@/components/widgets/EnglishNameItem';
import { nameIn } from '@/lib/entity/english-name';

const ROLES_PATH = '/api/app/base/sys/role/queryall';

interface SettingsValues {
  process_key: string;
  name: string;
  name_en?: string;
  category?: string;
  category_en?: string;
  icon?: string;
  description?: string;
  departments?: string[] | string | null;
  roles?: string[];
  users?: string[] | string | null;
}

const listOf = (v: string[] | string | null | undefined) => (Array.isArray(v) ? v : v ? [v] : []);

/**
 * 模型设置: a model's process key (written into its XML; the versions deployed before keep theirs),
 * name and category with their English names, icon, description and who may start it. Without a model it creates one with an
 * empty process to design afterwards.
 */
export function ModelSettingsDialog({ modelKey, open, onClose }: { modelKey: string | null; open: boolean; onClose: (saved?: ModelSettings) => void }) {
  const locale = useLocale();
  const t = useTranslations('designer.models.settings');
  const [form] = Form.useForm<SettingsValues>();
  const category = Form.useWatch('category', form);
  const [saving, setSaving] = useState(false);
  const processKey = useMadeProcessKey(form, !modelKey);
  const roles = useApi<Role[]>(open ? ROLES_PATH : null);
  const { data: loaded, error } = useSWR<ModelSettings, Error>(open && modelKey ? ['model-settings', modelKey] : null, () => loadModelSettings(modelKey!), { revalidateOnFocus: false, shouldRetryOnError: false });

  // The stored settings go into the form once they are read (the dialog is mounted anew for each model).
  useEffect(() => {
    if (!loaded) return;
    form.setFieldsValue({
      process_key: loaded.process_key, name: loaded.name, name_en: loaded.name_en ?? undefined, category: loaded.category ?? undefined, category_en: loaded.category_en ?? undefined,
      icon: loaded.icon ?? undefined, description: loaded.description ?? undefined,
      departments: loaded.start_scope.departments, roles: loaded.start_scope.roles, users: loaded.start_scope.users,
    });
  }, [loaded, form]);
  useEffect(() => {
    if (error) onClose();
  }, [error, onClose]);

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const answer = await saveModelSettings({
        ...(modelKey ? { model_key: modelKey } : {}),
        process_key: values.process_key.trim(), name: values.name.trim(), name_en: values.name_en?.trim() || null,
        category: values.category?.trim() || undefined, category_en: values.category_en?.trim() || null, icon: values.icon || undefined,
        description: values.description?.trim() || undefined,
        start_scope: { departments: listOf(values.departments), roles: values.roles ?? [], users: listOf(values.users) },
      });
      await refreshModels();
      onClose(answer.data);
    } catch {
      // the API client showed why
    } finally {
      setSaving(false);
    }
  };

  const waiting = Boolean(modelKey) && !loaded;
  return (
    <Modal
      title={modelKey ? t('title') : t('createTitle')}
      open={open}
      onOk={() => void save()}
      confirmLoading={saving}
      okButtonProps={{ disabled: waiting }}
      onCancel={() => onClose()}
      okText={t('save')}
      width={640}
      destroyOnHidden
      forceRender
      data-testid="model-settings"
    >
      {waiting ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      <Form form={form} layout="vertical" name="model-settings" hidden={waiting} requiredMark onValuesChange={processKey.onValuesChange}>
        <Form.Item
          name="process_key"
          label={t('processKey')}
          extra={loaded && loaded.latest_version > 0 ? t('processKeyDeployed') : modelKey ? t('processKeyHint') : t('processKeyMade')}
          rules={[{ required: true, message: t('processKeyRequired') }, { pattern: PROCESS_KEY_PATTERN, message: t('processKeyBad') }]}
        >
          <Input maxLength={128} autoComplete="off" data-testid="settings-process-key" />
        </Form.Item>
        <Form.Item name="name" label={t('name')} rules={[{ required: true, whitespace: true, message: t('nameRequired') }, { max: 200 }]}>
          <Input maxLength={200} data-testid="settings-name" />
        </Form.Item>
        <EnglishNameItem name="name_en" testId="settings-name-en" />
        <Form.Item name="category" label={t('category')} extra={t('categoryHint')} rules={[{ max: 64 }]}>
          <ModelCategoryInput placeholder={t('categoryPlaceholder')} />
        </Form.Item>
        {/* A known category is translated by its key: only a category of the model's own needs an English name. */}
        {category && !(PROCESS_CATEGORIES as readonly string[]).includes(category.trim()) ? <EnglishNameItem name="category_en" testId="settings-category-en" /> : null}
        <Form.Item name="icon" label={t('icon')}>
          <ModelIconPicker />
        </Form.Item>
        <Form.Item name="description" label={t('description')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} maxLength={500} showCount data-testid="settings-description" />
        </Form.Item>
        <Typography.Title level={5}>{t('scope')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('scopeHint')}</Typography.Paragraph>
        <Form.Item name="departments" label={t('departments')}>
          <DepartmentPickerInput label={t('departments')} multiple />
        </Form.Item>
        <Form.Item name="roles" label={t('roles')}>
          <Select
            mode="multiple"
            allowClear
            placeholder={t('rolesPlaceholder')}
            optionFilterProp="label"
            options={(roles.data ?? []).map((r) => ({ value: r.role_code, label: `${nameIn(locale, r.role_name, r.role_name_en)} · ${r.role_code}` }))}
            data-testid="settings-roles"
          />
        </Form.Item>
        <Form.Item name="users" label={t('users')}>
          <UserPickerInput label={t('users')} multiple />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * A new model's process key, made from its name as it is typed (差旅报销 → chailv_baoxiao, numbered
 * past the keys other models have) until the administrator types one; cleared, it is made again.
 */
function useMadeProcessKey(form: FormInstance<SettingsValues>, creating: boolean) {
  const [typed, setTyped] = useState(false);
  const name = Form.useWatch('name', form);
  const making = creating && !typed;
  const base = making && name?.trim() ? keyFromName(name, { fallback: 'process', maxLength: MADE_PROCESS_KEY_LENGTH }) : null;
  const taken = useTakenProcessKeys(base);
  const made = base && taken ? uniqueKey(base, taken, MADE_PROCESS_KEY_LENGTH) : base;
  useEffect(() => {
    if (making) form.setFieldValue('process_key', made ?? '');
  }, [form, making, made]);
  return {
    onValuesChange: (changed: Partial<SettingsValues>) => {
      if ('process_key' in changed) setTyped(Boolean(changed.process_key?.trim()));
    },
  };
}
