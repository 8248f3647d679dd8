'use client';

import { InputNumber, Select, Typography } from 'antd';
import '@/components/providers/theme/antd-input-number.css';
import { useTranslations } from 'next-intl';
import { COPY_KINDS } from '@/lib/workflow/service-task';
import { APPROVAL_MODES, APPROVER_KINDS, IF_INITIATOR, IF_NOBODY, loopOfMode, modeOfLoop, type ApprovalMode } from '@/lib/workflow/approver-rule';
import { pairsWithRule, ruleFormOf, type PropertyPair, type RuleForm } from '@/lib/workflow/approver-rule-form';
import type { ModdleObject } from '../../modeler/bpmn-types';
import { useDesigner } from '../../modeler/DesignerContext';
import { create, extensionsOf, replaceExtensions, updateAttrs } from '../element-ops';
import { AssigneeSelect } from './AssigneeSelect';
import { FieldRow } from './FieldRow';
import { kindTakesValues, RuleRefsInput } from './RuleRefsInput';

const DEFAULT_RATIO = 60;

/**
 * Who approves a user task, by rule (docs/workflow.md, "Approver rules"): named users, roles, positions,
 * departments, the initiator's leader or leaders up N levels (one after another), the initiator,
 * the initiator's own pick, an expression; what happens when nobody is found or the initiator is
 * among them; and how several approvers decide (或签, 会签, in order, by ratio), written as the
 * task's multi-instance settings. Stored as extension properties the engine reads at deploy.
 */
export function ApproverRuleSection({ copy = false }: { copy?: boolean }) {
  const t = useTranslations('designer.approver');
  const { modeler, element, dialect } = useDesigner();
  const bo = element.businessObject;
  const type = `${dialect}:Properties`;
  const pairs: PropertyPair[] = extensionsOf(bo, [type]).flatMap((p) =>
    ((p.get('values') as ModdleObject[] | undefined) ?? []).map((v) => ({ name: String(v.get('name') ?? v.get('id') ?? ''), value: String(v.get('value') ?? '') })),
  );
  const form = ruleFormOf(pairs);
  const loop = bo.get('loopCharacteristics') as ModdleObject | undefined;
  const multi = loop?.$type === 'bpmn:MultiInstanceLoopCharacteristics' ? loop : undefined;
  const condition = (multi?.get('completionCondition') as ModdleObject | undefined)?.get('body');
  const mode = modeOfLoop(multi ? { sequential: multi.get('isSequential') === true, completionCondition: typeof condition === 'string' ? condition : null } : null, form.passRatio);

  const write = (next: Partial<RuleForm>) => {
    const values = pairsWithRule(pairs, { ...form, ...next }).map((p) => create(modeler, `${dialect}:Property`, { name: p.name, value: p.value || undefined }));
    replaceExtensions(modeler, element, bo, [type], values.length ? [create(modeler, type, { values })] : []);
  };

  /** Writes the multi-instance settings a mode stands for (the pass ratio is a property, written apart). */
  const applyLoop = (next: ApprovalMode, ratio: number) => {
    const settings = loopOfMode(next, ratio);
    const loopElement = settings
      ? create(modeler, 'bpmn:MultiInstanceLoopCharacteristics', {
          isSequential: settings.sequential,
          completionCondition: settings.completionCondition ? create(modeler, 'bpmn:FormalExpression', { body: settings.completionCondition }) : undefined,
        })
      : undefined;
    updateAttrs(modeler, element, { loopCharacteristics: loopElement });
  };

  const setMode = (next: ApprovalMode, ratio = form.passRatio ?? DEFAULT_RATIO) => {
    applyLoop(next, ratio);
    const passRatio = next === 'ratio' ? ratio : null;
    if (passRatio !== form.passRatio) write({ passRatio });
  };

  const refs = kindTakesValues(form.kind) ? <RuleRefsInput kind={form.kind} value={form} onChange={write} /> : null;

  return (
    <div data-testid={copy ? 'designer-copy' : 'designer-approver'}>
      <FieldRow label={copy ? t('copyKind') : t('kind')}>
        <Select
          value={copy && !form.kind ? undefined : form.kind}
          onChange={(kind: RuleForm['kind']) => {
            if (copy) {
              write({ kind, refs: [], expression: '' });
              return;
            }
            // A leader chain is approved level by level: always in order, never by ratio.
            write({ kind, refs: [], expression: '', passRatio: kind === 'leaderChain' ? null : form.passRatio });
            if (kind === 'leaderChain' && mode !== 'sequential') applyLoop('sequential', DEFAULT_RATIO);
          }}
          options={copy ? COPY_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) })) : [{ value: '', label: t('kinds.none') }, ...APPROVER_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))]}
          placeholder={copy ? t('copyKindPlaceholder') : undefined}
          data-testid="designer-approver-kind"
        />
      </FieldRow>
      {refs ? <FieldRow label={t(`value.${form.kind}`)}>{refs}</FieldRow> : null}
      {form.kind === '' && !copy ? <Typography.Text type="secondary">{t('plainHint')}</Typography.Text> : null}
      {copy ? <Typography.Text type="secondary">{t('copyHint')}</Typography.Text> : null}
      {form.kind && !copy ? (
        <>
          <FieldRow label={t('mode')}>
            {form.kind === 'leaderChain' ? (
              <Typography.Text data-testid="designer-approver-mode-chain">{t('chainMode')}</Typography.Text>
            ) : (
              <Select value={mode} onChange={(m: ApprovalMode) => setMode(m)} options={APPROVAL_MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }))} data-testid="designer-approver-mode" />
            )}
          </FieldRow>
          {mode === 'ratio' && form.kind !== 'leaderChain' ? (
            <FieldRow label={t('ratio')}>
              <InputNumber min={1} max={100} precision={0} value={form.passRatio ?? DEFAULT_RATIO} onChange={(v) => v && setMode('ratio', v)} suffix="%" data-testid="designer-approver-ratio" />
            </FieldRow>
          ) : null}
          <FieldRow label={t('ifNobody')}>
            <Select value={form.ifNobody} onChange={(ifNobody: RuleForm['ifNobody']) => write({ ifNobody })} options={IF_NOBODY.map((v) => ({ value: v, label: t(`nobody.${v}`) }))} data-testid="designer-approver-nobody" />
          </FieldRow>
          {form.ifNobody === 'user' ? (
            <FieldRow label={t('nobodyUser')}>
              <AssigneeSelect kind="user" multiple={false} value={form.nobodyUser} onCommit={(v) => write({ nobodyUser: v })} testId="designer-approver-nobody-user" />
            </FieldRow>
          ) : null}
          <FieldRow label={t('ifInitiator')}>
            <Select value={form.ifInitiator} onChange={(ifInitiator: RuleForm['ifInitiator']) => write({ ifInitiator })} options={IF_INITIATOR.map((v) => ({ value: v, label: t(`initiator.${v}`) }))} data-testid="designer-approver-initiator" />
          </FieldRow>
        </>
      ) : null}
    </div>
  );
}
