'use client';

import { LazySelect } from '@/components/widgets/select/LazySelect';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { call } from '@/lib/client/call';
import { crmCalls } from '@/lib/contract/crm-calls';

interface ReceiverSelectProps {
  id?: string;
  value?: string | string[] | null;
  onChange?: (value: string | string[] | null) => void;
  multiple?: boolean;
  label: string;
}

/**
 * The people leads may go to, company-wide (the user picker shows one's own departments only): a
 * searchable drop-down by name and department. Several are kept in the order they were chosen.
 */
export function ReceiverSelect({ id, value, onChange, multiple = false, label }: ReceiverSelectProps) {
  const tp = useTranslations('entityUi.placeholder');
  const { data, isLoading } = useSWR(crmCalls.leadReceivers.path, () => call(crmCalls.leadReceivers), { revalidateOnFocus: false });
  const options = (data ?? []).map((u) => ({ value: u.user_key, label: u.depart_name ? `${u.realname} · ${u.depart_name}` : u.realname }));
  return (
    <LazySelect
      id={id}
      mode={multiple ? 'multiple' : undefined}
      value={value ?? (multiple ? [] : undefined)}
      onChange={(next: string | string[] | undefined) => onChange?.(next ?? null)}
      options={options}
      loading={isLoading}
      placeholder={tp('select', { label })}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
    />
  );
}
