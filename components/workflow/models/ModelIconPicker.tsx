'use client';

import { Radio, Tooltip } from 'antd';
import { useTranslations } from 'next-intl';
import { MODEL_ICON_COMPONENTS } from '@/components/widgets/ModelIcon';
import { MODEL_ICONS } from '@/lib/contract/workflow-model-icons';
import styles from './models.module.css';

/** The model's icon, chosen from the fixed list by its picture, each named in the reader's language (a form control: value, onChange). */
export function ModelIconPicker({ id, value, onChange }: { id?: string; value?: string | null; onChange?: (value: string) => void }) {
  const t = useTranslations('designer.models.icons');
  return (
    <Radio.Group id={id} value={value ?? undefined} onChange={(e) => onChange?.(String(e.target.value))} className={styles.iconPicker} data-testid="model-icon-picker">
      {MODEL_ICONS.map((name) => {
        const Icon = MODEL_ICON_COMPONENTS[name];
        return (
          <Tooltip key={name} title={t(name)}>
            <Radio.Button value={name} aria-label={t(name)} className={styles.iconChoice} data-testid={`model-icon-${name}`}>
              <Icon />
            </Radio.Button>
          </Tooltip>
        );
      })}
    </Radio.Group>
  );
}
