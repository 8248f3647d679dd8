'use client';

import { ArrowLeftOutlined, FormOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Form, Input, Result, Skeleton, Tag, Typography } from 'antd';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-card.css';
import '@/components/providers/theme/antd-result.css';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useListSeparator } from '@/lib/client/list-separator';
import { ApproverPreviewPanel, picksOf } from './ApproverPreviewPanel';
import { formSchema, initialValues, requestTitle, submitValues } from './form-fields';
import { ProcessFormFields, useRuleText } from './ProcessFormFields';
import { DesignedFormFields, toSubmission, useDesignRuleText } from '@/components/approval-form/port';
import { checkSubmission } from '@/lib/contract/approval-form/submission';
import { startProcess, useStartableProcesses, useStartForm, type ActionAnswer, type StartableProcess } from './workbench-api';
import styles from './workbench.module.css';
import frame from '@/components/shell/page-frame.module.css';

const TITLE_MAX = 200;

function ProcessCards({ onPick }: { onPick: (process: StartableProcess) => void }) {
  const t = useTranslations('workbench.apply');
  const tCategory = useTranslations('workbench.category');
  const { data, isLoading } = useStartableProcesses();
  const [words, setWords] = useState('');
  if (isLoading && !data) return <Skeleton active paragraph={{ rows: 4 }} />;
  const shown = (data ?? []).filter((p) => !words.trim() || p.name.toLowerCase().includes(words.trim().toLowerCase()));
  return (
    <>
      <div className={frame.toolbar}>
        <Typography.Title level={1} className={frame.listTitle}>{t('choose')}</Typography.Title>
        <Input.Search allowClear placeholder={t('search')} onChange={(e) => setWords(e.target.value)} style={{ maxWidth: 280 }} data-testid="process-search" />
      </div>
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('none')} />
      ) : (
        <div className={styles.processGrid} data-testid="process-cards">
          {shown.map((process) => (
            <Card
              key={process.model_key}
              hoverable
              size="small"
              className={styles.processCard}
              onClick={() => onPick(process)}
              role="button"
              tabIndex={0}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') onPick(process);
              }}
              data-testid="process-card"
              data-process={process.process_key}
            >
              <Typography.Title level={2} className={styles.processName} data-entered>
                <FormOutlined />
                {process.name}
              </Typography.Title>
              <Typography.Paragraph className={styles.processDescription} ellipsis={{ rows: 2 }} data-entered>
                {process.description || t('noDescription')}
              </Typography.Paragraph>
              <div>
                {process.category ? <Tag>{tCategory.has(process.category) ? tCategory(process.category) : process.category}</Tag> : null}
                <span className={styles.secondary}>{t('version', { version: process.version })}</span>
              </div>
            </Card>
          ))}
        </div>
      )}
    </>
  );
}

function StartForm({ process, onBack }: { process: StartableProcess; onBack: () => void }) {
  const t = useTranslations('workbench.apply');
  const text = useRuleText();
  const separator = useListSeparator();
  const [form] = Form.useForm<Record<string, unknown>>();
  const { data, error, isLoading } = useStartForm(process.process_key);
  const [busy, setBusy] = useState(false);
  const [started, setStarted] = useState<{ answer: ActionAnswer; title: string } | null>(null);
  const designText = useDesignRuleText();
  const design = data?.design ?? null;
  const fields = data?.fields;
  const formDataOf = useCallback(
    (values: Record<string, unknown>) => (design ? toSubmission(design, values) : submitValues(fields ?? [], values)),
    [design, fields],
  );


  if (started) {
    const waiting = started.answer.tasks.map((task) => task.task_name).join(separator);
    return (
      <Result
        status="success"
        title={t('started')}
        subTitle={started.answer.status === 'RUNNING' && waiting ? t('startedWaiting', { title: started.title, tasks: waiting }) : t('startedDone', { title: started.title })}
        extra={[
          <Link key="mine" href={`/home/myApplications?instanceId=${encodeURIComponent(started.answer.instance_key)}`}>
            <Button type="primary" data-testid="view-request">{t('viewRequest')}</Button>
          </Link>,
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
    if (!data) return;
    // The same rules the fields showed, over the whole form: nothing unchecked reaches the engine.
    if (design ? checkSubmission(design, toSubmission(design, values), designText).issues.length : !formSchema(data.fields, text).safeParse(values).success) return;
    const formData = formDataOf(values);
    const title = requestTitle(process.name, data.fields, formData, typeof values.title === 'string' ? values.title : undefined);
    setBusy(true);
    try {
      const pickedApprovers = picksOf(values);
      const answer = await startProcess({ processDefinitionKey: process.process_key, title, formData, ...(pickedApprovers ? { pickedApprovers } : {}) });
      setStarted({ answer: answer.data, title });
    } catch {
      // the API client showed why
    } finally {
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
      {error && !data ? (
        <Result status="warning" subTitle={t('formFailed')} />
      ) : isLoading || !data ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <Form form={form} name="start-form" layout="vertical" className={styles.startForm} initialValues={data.design ? undefined : initialValues(data.fields)} onFinish={(values) => void submit(values)} scrollToFirstError>
          <Form.Item name="title" label={t('titleLabel')} extra={t('titleHint')} rules={[{ max: TITLE_MAX, message: t('titleTooLong', { max: TITLE_MAX }) }]}>
            <Input allowClear maxLength={TITLE_MAX} placeholder={t('titlePlaceholder')} />
          </Form.Item>
          {data.design ? <DesignedFormFields design={data.design} /> : <ProcessFormFields fields={data.fields} />}
          <ApproverPreviewPanel processKey={process.process_key} formDataOf={formDataOf} form={form} />
          <div className={styles.formActions}>
            <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={busy} data-testid="start-submit">
              {t('submit')}
            </Button>
            <Button onClick={() => form.resetFields()}>{t('reset')}</Button>
          </div>
        </Form>
      )}
    </>
  );
}

/**
 * 发起申请: every deployed process anyone may start (findAllProcess), and the chosen one's start
 * form built from the fields its model declares; the chosen process stays in the address
 * (?process=) so a link can lead straight to its form.
 */
export function ApplyPage() {
  const router = useRouter();
  const pathname = usePathname();
  const chosenKey = useSearchParams().get('process');
  const { data } = useStartableProcesses();
  const chosen = chosenKey ? data?.find((p) => p.process_key === chosenKey) : undefined;
  const t = useTranslations('workbench.apply');
  const back = () => router.push(pathname, { scroll: false });

  let content;
  if (!chosenKey) content = <ProcessCards onPick={(p) => router.push(`${pathname}?process=${encodeURIComponent(p.process_key)}`, { scroll: false })} />;
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
  else content = <StartForm key={chosen.process_key} process={chosen} onBack={back} />;

  return (
    <div className={frame.page} data-testid="apply-page">
      <section className={frame.panel}>{content}</section>
    </div>
  );
}
