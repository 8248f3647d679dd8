'use client';

import { UserAddOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useDepartmentTree, useUserSearch } from '@/components/entity/fields/directory';
import { UserPickerModal } from '@/components/pickers/UserPickerModal';
import { useUserLabels } from '@/components/pickers/user-directory';
import { useApi } from '@/lib/client/use-api';
import type { Role } from '@/lib/contract/permission-answers';
import { KEY_PATTERN } from '@/lib/entity/rules';
import { holdsExpression, joinList, SAMPLE_ASSIGNEES, splitList, type AssigneeKind } from '@/lib/workflow/sample-assignees';
import type { PickGroup } from './pick-options';
import { PickedSelect } from './PickedSelect';
import { nameIn } from '@/lib/entity/english-name';

const ROLES_PATH = '/api/app/base/sys/role/queryall';

interface AssigneeSelectProps {
  kind: AssigneeKind;
  multiple: boolean;
  value: string;
  onCommit: (value: string) => void;
  testId: string;
  /** The search input's id, so the panel row's label names it. */
  id?: string;
  /**
   * The task's plain attributes (处理用户, 候选用户, 候选分组) also take an expression and offer the
   * sample list; an approver rule's people and the people copied are user keys only.
   */
  expressions?: boolean;
}

/**
 * Who a user task goes to: real users (searched, or chosen in the user picker), roles and
 * departments for groups, and where allowed the sample list and a typed expression. Only what is
 * listed is taken (PickedSelect). The value is a comma-joined list.
 */
export function AssigneeSelect({ kind, multiple, value, onCommit, testId, id, expressions = false }: AssigneeSelectProps) {
  const locale = useLocale();
  const t = useTranslations('designer.task');
  const ts = useTranslations('designer.samples');
  const [keyword, setKeyword] = useState('');
  const [picking, setPicking] = useState(false);
  const items = splitList(value);
  const users = useUserSearch(kind === 'user' ? keyword : '');
  const chosenUsers = kind === 'user' ? items.filter((i) => !holdsExpression(i)) : [];
  // Text that is no key (a name typed into an older model) is nobody: not worth asking about.
  const names = useUserLabels(chosenUsers.filter((k) => KEY_PATTERN.test(k)));
  const roles = useApi<Role[]>(kind === 'group' ? ROLES_PATH : null);
  const departments = useDepartmentTree();

  // While the answer for the words typed is on its way the list waits for it: an older answer
  // could offer a look-alike first, and Enter would take it.
  const found = users.isLoading ? [] : (users.data ?? []);
  const samples = expressions ? SAMPLE_ASSIGNEES.filter((s) => s.kind === kind).map((s) => ({ value: s.value, label: `${ts(s.label)} · ${s.value}`, texts: [ts(s.label), s.value] })) : [];
  const groups: PickGroup[] =
    kind === 'user'
      ? [
          {
            label: t('options.users'),
            options: found.map((u) => ({
              value: u.user_key,
              label: u.frozen ? t('frozen', { name: `${u.realname} · ${u.username}` }) : `${u.realname} · ${u.username}`,
              texts: [u.realname, u.username],
              // A frozen account takes no new work: the deploy would refuse it.
              disabled: u.frozen,
            })),
          },
          { label: t('options.samples'), options: samples },
        ]
      : [
          { label: t('options.roles'), options: (roles.data ?? []).map((r) => ({ value: r.role_code, label: `${nameIn(locale, r.role_name, r.role_name_en)} · ${r.role_code}`, texts: [r.role_name, r.role_name_en ?? '', r.role_code] })) },
          { label: t('options.departments'), options: [...(departments.data?.names ?? new Map<string, string>())].map(([key, title]) => ({ value: key, label: `${title} · ${key}`, texts: [title, key] })) },
          { label: t('options.samples'), options: samples },
        ];
  const labelOf = (item: string) => {
    if (holdsExpression(item)) return item;
    const name = kind === 'user' ? names.data?.get(item) : undefined;
    if (name) return `${name} · ${item}`;
    // Names and groups arrive after the first render: until then the key, after that a key nobody has.
    const loaded = kind === 'user' ? names.data !== undefined || !KEY_PATTERN.test(item) : roles.data !== undefined && departments.data !== undefined;
    return loaded ? t('notFound', { value: item }) : item;
  };

  // A single assignee: the newest choice replaces the one before.
  const change = (next: string[]) => onCommit(joinList(multiple ? next : next.slice(-1)));
  const placeholder = kind === 'group' ? t('groupPlaceholder') : expressions ? t('userPlaceholder') : t('pickPlaceholder');

  return (
    <Space.Compact style={{ width: '100%' }}>
      <PickedSelect
        id={id}
        testId={testId}
        multiple={multiple}
        value={items}
        onChange={change}
        groups={groups}
        placeholder={placeholder}
        labelOf={labelOf}
        onSearch={kind === 'user' ? setKeyword : undefined}
        loading={kind === 'user' && users.isLoading}
        expressions={expressions}
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
          value={chosenUsers}
          names={names.data ?? new Map()}
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
