'use client';

import { Select, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { FieldRow } from '@/components/workflow/designer/panel/sections/FieldRow';
import { PROCESS_SETTINGS } from '@/lib/workflow/process-settings';
import type { FlowSettings } from '@/lib/workflow/simple-flow/schema';
import styles from './simple-designer.module.css';

/**
 * 流程设置 under the start (发起人): the model-wide settings the BPMN designer offers on the process,
 * in the same words; a setting at its default is kept as none.
 */
export function FlowSettingsForm({ settings, onChange }: { settings: FlowSettings | undefined; onChange: (settings: FlowSettings) => void }) {
  const t = useTranslations('designer.general');
  const ts = useTranslations('simpleDesigner.drawer');
  return (
    <section className={styles.settings} data-testid="simple-flow-settings">
      <Typography.Text strong>{ts('settings')}</Typography.Text>
      {PROCESS_SETTINGS.map(({ name: key, setting }) => (
        <FieldRow key={key} label={t(key)}>
          <Select
            value={settings?.[key] ?? setting.fallback}
            onChange={(next: string) => {
              const { [key]: _dropped, ...rest } = settings ?? {};
              onChange(next === setting.fallback ? rest : { ...rest, [key]: next });
            }}
            options={setting.values.map((v) => ({ value: v, label: t(`${key}Options.${v}`) }))}
            aria-label={t(key)}
            data-testid={`simple-setting-${key}`}
          />
        </FieldRow>
      ))}
    </section>
  );
}
