'use client';

import { Alert, Button, Drawer, Form, Spin, Steps, type FormRule } from 'antd';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-alert.css';
import '@/components/providers/theme/antd-steps.css';
import '@/components/providers/theme/antd-drawer.css';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { EntityFormProps } from '@/components/entity/actions/types';
import { useMessageText } from '@/components/entity/message-text';
import { useUserLabels } from '@/components/pickers/user-directory';
import { usePhone } from '@/components/providers/phone-hint';
import { isApiError } from '@/lib/client/api-error';
import { useSession } from '@/lib/client/session-state';
import { useKeyChange } from '@/lib/client/use-key-change';
import { isAwaitingApproval } from '@/lib/entity/features/approval/approval';
import { projectEntity } from '@/lib/entities/project';
import type { ProjectDetails } from '@/lib/contract/project';
import { loadProject, saveProject } from './project-api';
import { BasicStep } from './wizard/BasicStep';
import { ConfirmStep, useChosenNames } from './wizard/ConfirmStep';
import { MembersStep } from './wizard/MembersStep';
import { PEOPLE_FIELDS, STEP_FIELDS, storedPartNames, toSavePayload, toWizardValues, wizardIssues, type EditBasis, type WizardField, type WizardValues } from './wizard/wizard-values';
import styles from './project-workspace.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** The project drawer is 800 wide (docs/entities.md, "The workspace's tabs"). */
const DRAWER_WIDTH = 800;
const V = 'entity.project.validation';

type Loading = 'loading' | 'ready' | 'failed';

interface ProjectWizardDrawerProps extends EntityFormProps {
  /** The step to open on (the workspace's 提交审批 opens the confirmation). */
  initialStep?: 0 | 1 | 2;
}

/** Names of the people a loaded project already names (the server answered them). */
function namesIn(project: ProjectDetails | null): Map<string, string> {
  const names = new Map<string, string>();
  if (!project) return names;
  if (typeof project.project_mgr_key === 'string' && typeof project.project_mgr_name === 'string') names.set(project.project_mgr_key, project.project_mgr_name);
  for (const [list, keyProp, nameProp] of [['project_participants', 'employee_key', 'employee_name'], ['project_medium_dtos', 'project_medium_key', 'project_medium_name'], ['process_members_dtos', 'process_member_key', 'process_member_name']] as const) {
    const people = project[list];
    for (const person of Array.isArray(people) ? (people as Record<string, unknown>[]) : []) {
      if (typeof person[keyProp] === 'string' && typeof person[nameProp] === 'string') names.set(person[keyProp], person[nameProp]);
    }
  }
  return names;
}

/**
 * The project edit drawer (docs/entities.md, "The workspace's tabs"): basic information, members, confirmation; the
 * last step saves (确认修改) or saves and submits the project for its initiation approval.
 * Every field is checked by the save call's own schema, so the form and the server say the same.
 */
export function ProjectWizardDrawer({ recordKey, onSaved, onClosed, initialStep = 0 }: ProjectWizardDrawerProps) {
  const t = useTranslations('entity.project.wizard');
  const tAll = useTranslations();
  const text = useMessageText();
  const { message, modal } = useFeedback();
  const { userKey } = useSession();
  const wide = !usePhone();
  const [form] = Form.useForm<WizardValues>();
  const [open, setOpen] = useState(true);
  const [step, setStep] = useState<number>(recordKey ? initialStep : 0);
  const [loading, setLoading] = useState<Loading>(recordKey ? 'loading' : 'ready');
  const [project, setProject] = useState<ProjectDetails | null>(null);
  const [saving, setSaving] = useState<'save' | 'submit' | null>(null);
  const basis: EditBasis | null = project ? { projectKey: project.project_key, version: project.version } : null;

  // Another project to edit starts loading.
  useKeyChange(recordKey, (key) => {
    if (key) setLoading('loading');
  });
  const fetchProject = useCallback(
    (key: string) =>
      loadProject(key)
        .then((loaded) => {
          setProject(loaded);
          form.resetFields();
          form.setFieldsValue(toWizardValues(loaded));
          setLoading('ready');
        })
        .catch(() => setLoading('failed')),
    [form],
  );
  /** Loads the project again (after a failure). */
  const load = async () => {
    if (!recordKey) return;
    setLoading('loading');
    await fetchProject(recordKey);
  };
  useEffect(() => {
    if (recordKey) void fetchProject(recordKey);
  }, [fetchProject, recordKey]);

  const initial = useMemo(() => toWizardValues(null), []);
  // Every value, also of the steps not on screen (their fields are unmounted but kept).
  const values = Form.useWatch([], { form, preserve: true }) as Partial<WizardValues> | undefined;
  const known = useMemo(() => storedPartNames(project), [project]);
  const names = useChosenNames(values ?? {}, known);
  const peopleKeys = [values?.project_mgr_key ?? '', ...PEOPLE_FIELDS.flatMap((f) => values?.[f] ?? [])].filter(Boolean);
  const { data: userLabels } = useUserLabels(peopleKeys);
  const people = useMemo(() => namesIn(project), [project]);
  const userName = (key: string) => userLabels?.get(key) ?? people.get(key) ?? key;

  const payloadOf = () => toSavePayload(form.getFieldsValue(true) as WizardValues, basis, userKey, { user: userName, ...names });
  const ruleFor = (name: WizardField): FormRule => ({
    validator: async () => {
      const issue = wizardIssues(payloadOf())[name];
      if (issue) throw new Error(text(issue));
    },
  });

  const next = async () => {
    const all = form.getFieldsValue(true) as WizardValues;
    // The customer comes first, then at least one participant.
    if (step === 0 && !all.customer_key) void message.warning(tAll(`${V}.customerRequired`));
    if (step === 1 && (all.participant_keys ?? []).length === 0) void message.warning(tAll(`${V}.participantsRequired`));
    try {
      await form.validateFields([...STEP_FIELDS[step]!]);
      setStep((s) => s + 1);
    } catch {
      // the fields show what is missing
    }
  };

  const save = async (submit: boolean) => {
    // The whole project again: the step holding the first problem opens with it marked.
    const issues = wizardIssues(payloadOf());
    const broken = STEP_FIELDS.findIndex((fields) => fields.some((f) => issues[f]));
    if (broken >= 0) {
      setStep(broken);
      const field = STEP_FIELDS[broken]!.find((f) => issues[f])!;
      void message.error(text(issues[field]!));
      return;
    }
    setSaving(submit ? 'submit' : 'save');
    try {
      const answer = await saveProject(payloadOf(), submit);
      void message.success(submit ? t('submitted') : basis ? t('modified') : t('created'));
      onSaved(answer.data);
      setOpen(false);
    } catch (failure) {
      if (!isApiError(failure) || (failure.kind !== 'unauthorized' && failure.kind !== 'aborted')) void message.error(failure instanceof Error ? failure.message : String(failure), 5);
    } finally {
      setSaving(null);
    }
  };

  const submit = () =>
    modal.confirm({
      title: t('submitApproval'),
      content: t('submitConfirm'),
      okText: t('submitApproval'),
      cancelText: t('cancel'),
      onOk: () => save(true),
    });

  // An opened project the caller may not change (a participant's, or one under approval) is only shown.
  const locked = project !== null && isAwaitingApproval(projectEntity, project);
  const readOnly = locked || project?.can_edit === false;
  const submittable = !readOnly && (!project || (projectEntity.approval.from as readonly string[]).includes(project.status));
  const footer = (
    <div className={styles.wizardFooter}>
      {step === 0 ? (
        <Button onClick={() => setOpen(false)} data-testid="wizard-cancel">{t('cancel')}</Button>
      ) : (
        <Button onClick={() => setStep((s) => s - 1)} data-testid="wizard-previous">{t('previous')}</Button>
      )}
      {step < 2 ? (
        <Button type="primary" onClick={() => void next()} disabled={loading !== 'ready'} data-testid="wizard-next">{t('next')}</Button>
      ) : (
        <>
          {submittable ? (
            <Button onClick={submit} loading={saving === 'submit'} disabled={saving === 'save'} data-testid="wizard-submit-approval">{t('submitApproval')}</Button>
          ) : null}
          <Button type="primary" onClick={() => void save(false)} loading={saving === 'save'} disabled={readOnly || saving === 'submit'} data-testid="wizard-confirm">
            {basis ? t('confirmModify') : t('confirmCreate')}
          </Button>
        </>
      )}
    </div>
  );

  return (
    <Drawer
      open={open}
      onClose={() => setOpen(false)}
      afterOpenChange={(visible) => {
        if (!visible) onClosed();
      }}
      size={wide ? DRAWER_WIDTH : '100%'}
      title={recordKey ? t('editTitle') : t('createTitle')}
      footer={footer}
      mask={{ closable: false }}
      data-testid="project-wizard"
    >
      {loading === 'failed' ? (
        <Alert type="error" showIcon title={t('loadFailed')} action={<Button size="small" onClick={() => void load()}>{t('retry')}</Button>} />
      ) : null}
      {readOnly ? (
        <Alert type="warning" showIcon className={styles.notice} title={locked ? t('lockedNotice') : t('readOnlyNotice')} data-testid="wizard-read-only" />
      ) : null}
      <Steps
        className={styles.steps}
        current={step}
        size="small"
        items={[{ title: t('stepBasic') }, { title: t('stepMembers') }, { title: t('stepConfirm') }]}
        data-testid="wizard-steps"
      />
      <Spin spinning={loading === 'loading'} description={t('loading')}>
        <Form<WizardValues> form={form} layout="vertical" initialValues={initial} preserve data-testid="wizard-form">
          {step === 0 ? <BasicStep ruleFor={ruleFor} known={known} /> : null}
          {step === 1 ? <MembersStep ruleFor={ruleFor} /> : null}
          {step === 2 ? <ConfirmStep names={names} userName={userName} /> : null}
        </Form>
      </Spin>
    </Drawer>
  );
}
