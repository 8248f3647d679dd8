'use client';

import { Switch } from 'antd';
import '@/components/providers/theme/antd-switch.css';
import { useTranslations } from 'next-intl';

interface SwitchInputProps {
  id?: string;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
}

export function SwitchInput({ id, checked, onChange, disabled }: SwitchInputProps) {
  const t = useTranslations('entityUi.bool');
  return <Switch id={id} checked={checked === true} onChange={(next) => onChange?.(next)} disabled={disabled} checkedChildren={t('yes')} unCheckedChildren={t('no')} />;
}
