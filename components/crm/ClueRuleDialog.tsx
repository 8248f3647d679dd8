'use client';

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Modal, Radio, Skeleton, Switch, Typography } from 'antd';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-switch.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR, { mutate as mutateGlobal } from 'swr';
import { call } from '@/lib/client/call';
import { crmCalls } from '@/lib/contract/crm-calls';
import { DISTRIBUTION_MODES, distributionRuleSchema, type DistributionMode, type DistributionRule } from '@/lib/contract/clue-distribution';
import { clueEntity } from '@/lib/entities/clue';
import type { FieldDef } from '@/lib/entity/types';
import { kindOf } from '@/components/entity/fields';
import { useMessageText } from '@/components/entity/message-text';
import styles from './clue-rule.module.css';
import { ReceiverSelect } from './ReceiverSelect';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** A region is a province, picked like any area field. */
const REGION: FieldDef = { type: 'area', levels: 1, required: true, label: 'clueDistribution.ui.region' };

interface RuleForm {
  enabled: boolean;
  mode: DistributionMode;
  users: string[] | null;
  regions: { region: unknown; user_key: string | null }[];
}

function toForm(rule: DistributionRule): RuleForm {
  return {
    enabled: rule.enabled,
    mode: rule.mode,
    users: [...rule.users],
    regions: rule.regions.map((r) => ({ region: kindOf(REGION).toForm(r.region, REGION), user_key: r.user_key })),
  };
}

/** The form's values as the call takes them (the form sets regions by province; the call takes any area code). */
function fromForm(values: RuleForm): unknown {
  return {
    enabled: values.enabled === true,
    mode: values.mode,
    users: values.users ?? [],
    regions: (values.regions ?? []).map((r) => ({ region: kindOf(REGION).fromForm(r?.region, REGION) ?? '', user_key: r?.user_key ?? '' })),
  };
}

/** The lead distribution rule, set by a sales administrator: whether new site leads are distributed on arrival, and how. */
export function ClueRuleDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('clueDistribution.ui');
  const tAll = useTranslations();
  const text = useMessageText();
  const { message } = useFeedback();
  const [form] = Form.useForm<RuleForm>();
  const [saving, setSaving] = useState(false);
  const { data, isLoading } = useSWR(crmCalls.distributionRule.path, () => call(crmCalls.distributionRule), { revalidateOnFocus: false });
  const mode = Form.useWatch('mode', form) ?? data?.mode;

  const save = async () => {
    const values = form.getFieldsValue(true) as RuleForm;
    const parsed = distributionRuleSchema.safeParse(fromForm(values));
    if (!parsed.success) {
      const seen = new Set<string>();
      form.setFields(parsed.error.issues.flatMap((issue) => {
        // A region row's own field, else the list or field the issue names.
        const name = issue.path.length >= 3 ? issue.path.slice(0, 3) : issue.path.slice(0, 1);
        const id = name.join('.');
        if (seen.has(id)) return [];
        seen.add(id);
        return [{ name: name as (string | number)[], errors: [text(issue.message)] }] as never;
      }));
      return;
    }
    setSaving(true);
    try {
      await call(crmCalls.saveDistributionRule, parsed.data);
      void mutateGlobal(crmCalls.distributionRule.path, parsed.data, { revalidate: false });
      void message.success(tAll('clueDistribution.saved'));
      onClose();
    } catch {
      // The client has shown why; the dialog keeps what was set.
    } finally {
      setSaving(false);
    }
  };

  const usersLabel = t('users');
  const regionLabel = tAll(REGION.label);
  const ownerLabel = t('regionUser');
  return (
    <Modal open width={640} title={t('ruleTitle')} okText={t('save')} cancelText={t('cancel')} onOk={() => void save()} onCancel={onClose} okButtonProps={{ loading: saving, disabled: !data }} destroyOnHidden data-testid="clue-rule-dialog">
      {isLoading || !data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <Form form={form} layout="vertical" initialValues={toForm(data)} name="clue-rule" onFinish={() => void save()}>
          <Form.Item name="enabled" label={t('enabled')} extra={t('enabledHelp')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="mode" label={t('mode')} required extra={mode ? t(`modeHelp.${mode}`) : undefined}>
            <Radio.Group optionType="button" options={DISTRIBUTION_MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }))} />
          </Form.Item>
          {mode === 'region' ? (
            <Form.List name="regions">
              {(rows, { add, remove }, { errors }) => (
                <div className={styles.regions}>
                  <Typography.Text className={styles.regionsTitle}>{t('regions')}</Typography.Text>
                  {rows.map((row) => (
                    <div key={row.key} className={styles.regionRow} data-testid="clue-rule-region">
                      <Form.Item name={[row.name, 'region']} className={styles.regionCell}>
                        {kindOf(REGION).input(REGION, { label: regionLabel, entity: clueEntity, name: 'region' })}
                      </Form.Item>
                      <Form.Item name={[row.name, 'user_key']} className={styles.regionCell}>
                        <ReceiverSelect label={ownerLabel} />
                      </Form.Item>
                      <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('removeRegion')} onClick={() => remove(row.name)} />
                    </div>
                  ))}
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ region: null, user_key: null })} block data-testid="clue-rule-add-region">
                    {t('addRegion')}
                  </Button>
                  <Form.ErrorList errors={errors} />
                </div>
              )}
            </Form.List>
          ) : (
            <Form.Item name="users" label={usersLabel} required>
              <ReceiverSelect multiple label={usersLabel} />
            </Form.Item>
          )}
        </Form>
      )}
    </Modal>
  );
}
