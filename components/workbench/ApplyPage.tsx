'use client';

import { ArrowLeftOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Result, Skeleton, Typography } from 'antd';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-alert.css';
import '@/components/providers/theme/antd-result.css';
import { IntentLink } from '@/components/widgets/IntentLink';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useListSeparator } from '@/lib/client/list-separator';
import { ApproverPreviewPanel, picksOf } from './ApproverPreviewPanel';
import { formSchema, initialValues, requestTitle, submitValues } from './form-fields';
import { ProcessFormFields, useRuleText } from './ProcessFormFields';
import { DesignedFormFields, toFormValues, toSubmission, useDesignRuleText } from '@/components/approval-form/port';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { checkSubmission } from '@/lib/contract/approval-form/submission';
import { describeTemplate } from '@/lib/contract/approval-form/title-template';
import { startProcess, useStartableProcesses, useStartForm, type ActionAnswer, type StartableProcess } from './workbench-api';
import { ProcessCatalog } from './apply/ProcessCatalog';
import { enterNeverSubmits } from './enter-never-submits';
import { refreshDrafts, saveDraft, useDraft } from './apply/draft-api';
import styles from './workbench.module.css';
import frame from '@/components/shell/page-frame.module.css';

const TITLE_MAX = 200;

/**
 * The start form of a process, empty or refilled from one of the caller's drafts (?draft=): 保存草稿
 * keeps the title and the values as they are, with no rule checked; a submit from a draft deletes
 * it with the start. Only the submit button sends it, once: Enter in a field does not, and the
 * button is busy while the start is on its way.
 */
function StartForm({ process, draftKey: openedDraft, onBack }: { process: StartableProcess; draftKey: string | null; onBack: () => void }) {
  const t = useTranslations('workbench.apply');
  const { message } = useFeedback();
  const text = useRuleText();
  const separator = useListSeparator();
  const [form] = Form.useForm<Record<string, unknown>>();
  const { data, error, isLoading } = useStartForm(process.process_key);
  const [draftKey, setDraftKey] = useState<string | null>(openedDraft);
  const draft = useDraft(openedDraft);
  const [busy, setBusy] = useState(false);
  // Set before anything is awaited: a second click or key while the first start is on its way finds it set.
  const inFlight = useRef(false);
  const [savingDraft, setSavingDraft] = useState(false);
  const [started, setStarted] = useState<{ answer: ActionAnswer; title: string } | null>(null);
  const tokens = useTranslations('approvalForm.titleTokens');
  const designText = useDesignRuleText();
  const design = data?.design ?? null;
  // A form with a title template names the request itself (on the server): no title to type.
  const titleTemplate = design?.titleTemplate?.trim() || null;
  const fields = data?.fields;
  const formDataOf = useCallback(
    (values: Record<string, unknown>) => (design ? toSubmission(design, values) : submitValues(fields ?? [], values)),
    [design, fields],
  );
  const draftValues = draft.data?.model_key === process.model_key ? draft.data : null;
  const draftBlocked = draftValues !== null && draftValues.state !== 'startable';

  // The draft's values go into the form once both the form and the draft are there.
  useEffect(() => {
    if (!data || !draftValues) return;
    const values = data.design ? toFormValues(data.design, draftValues.form_data) : initialValues(data.fields, draftValues.form_data);
    form.setFieldsValue({ ...values, title: draftValues.title ?? undefined });
  }, [data, draftValues, form]);

  const keepDraft = async () => {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const title = typeof values.title === 'string' && values.title.trim() ? values.title.trim().slice(0, TITLE_MAX) : undefined;
    setSavingDraft(true);
    try {
      const saved = await saveDraft({ ...(draftKey ? { draft_key: draftKey } : {}), model_key: process.model_key, title, formData: formDataOf(values) });
      setDraftKey(saved.data.draft_key);
      message.success(t('draftSavedToast'));
    } catch {
      // the API client showed why
    } finally {
      setSavingDraft(false);
    }
  };

  if (started) {
    const waiting = started.answer.tasks.map((task) => task.task_name).join(separator);
    return (
      <Result
        status="success"
        title={t('started')}
        subTitle={
          <span data-testid="start-result-text">
            {started.answer.status === 'RUNNING' && waiting ? t('startedWaiting', { title: started.title, tasks: waiting }) : t('startedDone', { title: started.title })}
            {started.answer.request_no ? ` ${t('startedNumber', { number: started.answer.request_no })}` : null}
          </span>
        }
        extra={[
          <IntentLink key="mine" href={`/home/myApplications?instanceId=${encodeURIComponent(started.answer.instance_key)}`}>
            <Button type="primary" data-testid="view-request">{t('viewRequest')}</Button>
          </IntentLink>,
          <Button
            key="again"
            onClick={() => {
              setStarted(null);
            }}
          >
            {t('again')}
          </Button>,
          <Button key="back" onClick={onBack}>
            {t('otherProcess')}
          </Button>,
        ]}
        data-testid="start-result"
      />
    );
  }

  const submit = async (values: Record<string, unknown>) => {
    if (!data || inFlight.current) return;
    // The same rules the fields showed, over the whole form: nothing unchecked reaches the engine.
    if (design ? checkSubmission(design, toSubmission(design, values), designText).issues.length : !formSchema(data.fields, text).safeParse(values).success) return;
    const formData = formDataOf(values);
    const title = titleTemplate ? undefined : requestTitle(process.name, data.fields, formData, typeof values.title === 'string' ? values.title : undefined);
    inFlight.current = true;
    setBusy(true);
    try {
      const pickedApprovers = picksOf(values);
      const answer = await startProcess({ processDefinitionKey: process.process_key, ...(title ? { title } : {}), formData, ...(pickedApprovers ? { pickedApprovers } : {}), ...(draftKey ? { draft_key: draftKey } : {}) });
      if (draftKey) {
        setDraftKey(null);
        await refreshDrafts();
      }
      setStarted({ answer: answer.data, title: answer.data.title ?? title ?? process.name });
    } catch {
      // the API client showed why
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      <div className={frame.toolbar}>
        <Typography.Title level={1} className={frame.listTitle}>{t.rich('formTitle', { name: process.name, entered: (chunks) => <span data-entered>{chunks}</span> })}</Typography.Title>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="apply-back">
          {t('back')}
        </Button>
      </div>
      {process.description ? <Typography.Paragraph type="secondary" data-entered>{process.description}</Typography.Paragraph> : null}
      {openedDraft && draft.error ? <Alert type="warning" showIcon title={t('draftMissing')} className={styles.draftNotice} /> : null}
      {draftBlocked ? <Alert type="warning" showIcon title={t('draftNotStartable')} className={styles.draftNotice} data-testid="draft-blocked" /> : null}
      {draftKey && !draftBlocked ? <Alert type="info" showIcon title={t('fromDraft')} className={styles.draftNotice} data-testid="from-draft" /> : null}
      {error && !data ? (
        <Result status="warning" subTitle={t('formFailed')} />
      ) : isLoading || !data ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <Form form={form} name="start-form" layout="vertical" className={styles.startForm} initialValues={data.design ? undefined : initialValues(data.fields)} onFinish={(values) => void submit(values)} onKeyDown={enterNeverSubmits} scrollToFirstError>
          {titleTemplate && data.design ? (
            <Typography.Paragraph type="secondary" data-testid="title-by-form">
              {t.rich('titleByForm', { example: describeTemplate(titleTemplate, data.design, { applicant: tokens('applicant'), process: tokens('process') }), entered: (chunks) => <span data-entered>{chunks}</span> })}
            </Typography.Paragraph>
          ) : (
            <Form.Item name="title" label={t('titleLabel')} extra={t('titleHint')} rules={[{ max: TITLE_MAX, message: t('titleTooLong', { max: TITLE_MAX }) }]}>
              <Input allowClear maxLength={TITLE_MAX} placeholder={t('titlePlaceholder')} />
            </Form.Item>
          )}
          {data.design ? <DesignedFormFields design={data.design} /> : <ProcessFormFields fields={data.fields} />}
          <ApproverPreviewPanel processKey={process.process_key} formDataOf={formDataOf} form={form} />
          <div className={styles.formActions}>
            <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={busy} disabled={draftBlocked} aria-busy={busy} data-testid="start-submit">
              {t('submit')}
            </Button>
            <Button icon={<SaveOutlined />} onClick={() => void keepDraft()} loading={savingDraft} disabled={draftBlocked} data-testid="save-draft">
              {t('saveDraft')}
            </Button>
            <Button onClick={() => form.resetFields()}>{t('reset')}</Button>
          </div>
        </Form>
      )}
    </>
  );
}

/**
 * 发起申请: the deployed processes the caller may start (findAllProcess) by category, her drafts,
 * and the chosen one's start form built from the fields its model declares; the chosen process
 * (?process=) and the draft continued (?draft=) stay in the address so a link leads straight there.
 */
export function ApplyPage() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const chosenKey = params.get('process');
  const draftKey = params.get('draft');
  const { data } = useStartableProcesses();
  const chosen = chosenKey ? data?.find((p) => p.process_key === chosenKey) : undefined;
  const t = useTranslations('workbench.apply');
  const back = () => router.push(pathname, { scroll: false });

  let content;
  const open = (processKey: string, draft?: string) =>
    router.push(`${pathname}?process=${encodeURIComponent(processKey)}${draft ? `&draft=${encodeURIComponent(draft)}` : ''}`, { scroll: false });
  if (!chosenKey) content = <ProcessCatalog onPick={(p) => open(p.process_key)} onContinue={open} />;
  else if (!data) content = <Skeleton active paragraph={{ rows: 5 }} />;
  else if (!chosen)
    content = (
      <Result
        status="warning"
        title={t('unknown')}
        extra={
          <Button icon={<ArrowLeftOutlined />} onClick={back}>
            {t('back')}
          </Button>
        }
      />
    );
  else content = <StartForm key={`${chosen.process_key}:${draftKey ?? ''}`} process={chosen} draftKey={draftKey} onBack={back} />;

  return (
    <div className={frame.page} data-testid="apply-page">
      <section className={frame.panel}>{content}</section>
    </div>
  );
}
