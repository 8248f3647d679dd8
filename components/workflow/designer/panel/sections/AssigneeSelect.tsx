'use client';

import { UserAddOutlined } from '@ant-design/icons';
import { Button, Select, Space, Tooltip } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useDepartmentTree, useUserSearch } from '@/components/entity/fields/directory';
import { UserPickerModal } from '@/components/pickers/UserPickerModal';
import { useApi } from '@/lib/client/use-api';
import { joinList, SAMPLE_ASSIGNEES, splitList, type AssigneeKind } from '@/lib/workflow/sample-assignees';

const ROLES_PATH = '/api/app/base/sys/role/queryall';

interface AssigneeSelectProps {
  kind: AssigneeKind;
  multiple: boolean;
  value: string;
  onCommit: (value: string) => void;
  testId: string;
  /** The search input's id, so the panel row's label names it. */
  id?: string;
}

/**
 * Who a user task goes to: real users (searched, or chosen in the user picker), roles and
 * departments for groups, the sample list for quick demos, or any typed value (an expression).
 * The value is a comma-joined list (spec-2 §3.1).
 */
export function AssigneeSelect({ kind, multiple, value, onCommit, testId, id }: AssigneeSelectProps) {
  const t = useTranslations('designer.task');
  const ts = useTranslations('designer.samples');
  const [keyword, setKeyword] = useState('');
  const [picking, setPicking] = useState(false);
  const users = useUserSearch(kind === 'user' ? keyword : '');
  const roles = useApi<{ role_code: string; role_name: string }[]>(kind === 'group' ? ROLES_PATH : null);
  const departments = useDepartmentTree();
  const items = splitList(value);

  const samples = SAMPLE_ASSIGNEES.filter((s) => s.kind === kind).map((s) => ({ value: s.value, label: `${ts(s.label)} · ${s.value}` }));
  const options =
    kind === 'user'
      ? [
          { label: t('options.users'), options: (users.data ?? []).map((u) => ({ value: u.user_key, label: `${u.realname} · ${u.username}` })) },
          { label: t('options.samples'), options: samples },
        ]
      : [
          { label: t('options.roles'), options: (roles.data ?? []).map((r) => ({ value: r.role_code, label: `${r.role_name} · ${r.role_code}` })) },
          { label: t('options.departments'), options: [...(departments.data?.names ?? new Map<string, string>())].map(([key, title]) => ({ value: key, label: `${title} · ${key}` })) },
          { label: t('options.samples'), options: samples },
        ];

  // A single assignee: the newest choice replaces the one before.
  const change = (next: string[] | string) => {
    const list = Array.isArray(next) ? next : [next];
    onCommit(joinList(multiple ? list : list.slice(-1)));
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        id={id}
        mode="tags"
        value={items}
        onChange={change}
        onSearch={setKeyword}
        options={options}
        optionFilterProp="label"
        placeholder={t(kind === 'user' ? 'userPlaceholder' : 'groupPlaceholder')}
        tokenSeparators={[',']}
        data-testid={testId}
        style={{ flex: 1, minWidth: 0 }}
      />
      {kind === 'user' ? (
        <Tooltip title={t('pickUser')}>
          <Button icon={<UserAddOutlined />} aria-label={t('pickUser')} onClick={() => setPicking(true)} data-testid={`${testId}-picker`} />
        </Tooltip>
      ) : null}
      {kind === 'user' ? (
        <UserPickerModal
          open={picking}
          mode={multiple ? 'multiple' : 'single'}
          value={items.filter((i) => !i.includes('$'))}
          names={new Map()}
          onCancel={() => setPicking(false)}
          onOk={(chosen) => {
            setPicking(false);
            change(multiple ? [...items, ...chosen.map((u) => u.user_key)] : chosen.map((u) => u.user_key).slice(0, 1));
          }}
        />
      ) : null}
    </Space.Compact>
  );
}
