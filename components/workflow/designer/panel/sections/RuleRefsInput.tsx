'use client';

import { InputNumber } from 'antd';
import '@/components/providers/theme/antd-input-number.css';
import { useLocale, useTranslations } from 'next-intl';
import useSWR from 'swr';
import { useDepartmentTree } from '@/components/entity/fields/directory';
import { call } from '@/lib/client/call';
import { entityCalls } from '@/lib/contract/entity-calls';
import { roleCalls } from '@/lib/contract/role-calls';
import { positionEntity } from '@/lib/entities/position';
import { MAX_LEADER_LEVELS, type ApproverKind } from '@/lib/workflow/approver-rule';
import { CommitInput } from '../CommitInput';
import { AssigneeSelect } from './AssigneeSelect';
import { PickedSelect } from './PickedSelect';
import { nameIn } from '@/lib/entity/english-name';


/** A position record (an entity record: its fields are the position's declaration) as a picker's option. */
const positionOption = (code: string, name: string) => ({ value: code, label: `${name} · ${code}`, texts: [name, code] });

function usePositions(enabled: boolean) {
  return useSWR(enabled ? ['designer:positions'] : null, () => call(entityCalls(positionEntity.apiBase).query, { pageNo: 1, pageSize: 200 }, { silent: true }));
}

/** Every role; the same key as the other pickers' reading of the roles, so they share one answer. */
function useRoles(enabled: boolean) {
  return useSWR(enabled ? roleCalls.all.path : null, () => call(roleCalls.all), { revalidateOnFocus: false, shouldRetryOnError: false });
}

export interface RuleRefs {
  refs: string[];
  levels: number;
  expression: string;
}

/**
 * The values an approver rule's kind needs, picked from what the organisation has: users, roles,
 * positions or departments, the number of leader levels, or an expression. Null when the kind
 * needs none. Shared by the BPMN designer's panel and the simple designer's drawer.
 */
export function RuleRefsInput({ kind, value, onChange, testPrefix = 'designer-approver' }: { kind: ApproverKind | ''; value: RuleRefs; onChange: (next: Partial<RuleRefs>) => void; testPrefix?: string }) {
  const locale = useLocale();
  const t = useTranslations('designer.approver');
  const tt = useTranslations('designer.task');
  const roles = useRoles(kind === 'roles');
  const positions = usePositions(kind === 'positions');
  const departments = useDepartmentTree();
  switch (kind) {
    case 'users':
      return <AssigneeSelect kind="user" multiple value={value.refs.join(',')} onCommit={(v) => onChange({ refs: v.split(',').filter(Boolean) })} testId={`${testPrefix}-users`} />;
    case 'roles':
    case 'positions':
    case 'departments': {
      const [options, loaded] =
        kind === 'roles' ? [(roles.data ?? []).map((r) => ({ value: r.role_code, label: `${nameIn(locale, r.role_name, r.role_name_en)} · ${r.role_code}`, texts: [r.role_name, r.role_name_en ?? '', r.role_code] })), roles.data !== undefined]
          : kind === 'positions' ? [(positions.data?.records ?? []).map((p) => positionOption(String(p.code), String(p.name))), positions.data !== undefined]
            : [[...(departments.data?.names ?? new Map<string, string>())].map(([key, title]) => ({ value: key, label: title, texts: [title, key] })), departments.data !== undefined];
      return (
        <PickedSelect
          multiple
          value={value.refs}
          onChange={(refs) => onChange({ refs })}
          groups={[{ label: t(`value.${kind}`), options }]}
          // Until the list is there a stored code shows as it is; then one it lacks shows as not existing.
          labelOf={(ref) => (loaded ? tt('notFound', { value: ref }) : ref)}
          placeholder={t(`placeholder.${kind}`)}
          testId={`${testPrefix}-refs`}
        />
      );
    }
    case 'leaderChain':
      return <InputNumber min={1} max={MAX_LEADER_LEVELS} precision={0} value={value.levels} onChange={(v) => v && onChange({ levels: v })} suffix={t('levels')} data-testid={`${testPrefix}-levels`} />;
    case 'expression':
      return <CommitInput value={value.expression} placeholder="${reviewer}" onCommit={(v) => onChange({ expression: v })} data-testid={`${testPrefix}-expression`} />;
    default:
      return null;
  }
}

/** Whether the kind takes values (RuleRefsInput shows something). */
export const kindTakesValues = (kind: ApproverKind | '') => ['users', 'roles', 'positions', 'departments', 'leaderChain', 'expression'].includes(kind);
