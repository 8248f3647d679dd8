'use client';

import { UserAddOutlined } from '@ant-design/icons';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { keysOfValue, type PickerInputProps } from './picker-input';
import { PickerField } from './PickerField';
import { type PickMode, valueOfKeys } from './selection';
import { useUserLabels } from './user-directory';
import { useOpenedOnce } from '@/lib/client/use-opened-once';

/** The picker dialog loads when it is first opened. */
const UserPickerModal = dynamic(() => import('./UserPickerModal').then((m) => m.UserPickerModal), { ssr: false });

/** The user field's input: the chosen users' names, and the user picker behind a button. */
export function UserPickerInput({ id, value, onChange, label, multiple, required, disabled, scope }: PickerInputProps) {
  const t = useTranslations('pickers.common');
  const tp = useTranslations('entityUi.placeholder');
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const mode: PickMode = multiple ? 'multiple' : 'single';
  const keys = keysOfValue(value, mode);
  // Names of the last pick are known at once; stored values are named by one call.
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const { data: loaded } = useUserLabels(keys.filter((k) => !picked.has(k)));
  const nameOf = (key: string) => picked.get(key) ?? loaded?.get(key) ?? key;
  const names = new Map(keys.map((k) => [k, nameOf(k)]));
  return (
    <>
      <PickerField
        id={id}
        items={keys.map((key) => ({ key, label: nameOf(key) }))}
        placeholder={tp('select', { label })}
        buttonLabel={t('chooseLabel', { label })}
        icon={<UserAddOutlined />}
        disabled={disabled}
        allowClear={!required}
        onOpen={() => setOpen(true)}
        onClear={() => onChange?.(valueOfKeys(mode, []))}
        testId="user-field"
      />
      {opened ? (
        <UserPickerModal
          open={open}
          mode={mode}
          value={keys}
          names={names}
          scope={scope}
          onCancel={() => setOpen(false)}
          onOk={(users) => {
            setPicked(new Map(users.map((u) => [u.user_key, u.realname])));
            onChange?.(valueOfKeys(mode, users.map((u) => u.user_key)));
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
