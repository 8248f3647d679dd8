'use client';

import { Button, Spin } from 'antd';
import dynamic from 'next/dynamic';
import { IntentLink } from '@/components/widgets/IntentLink';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { LazyResult as Result } from '@/components/widgets/LazyResult';
import { useModelForm } from '@/components/approval-form/port';
import { simpleDesignerHref } from '../designer-paths';

function Loading() {
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin />
    </div>
  );
}

/** The designer and drag and drop load only on this page. */
const FormDesignerWorkspace = dynamic(() => import('./FormDesignerWorkspace'), { ssr: false, loading: Loading });


/**
 * The form designer of the model named by ?key= (opened from the model list's 表单设计, or from the
 * simple designer with &from=simple: its back button then returns to the model's tree).
 */
export function FormDesignerPage() {
  const d = useTranslations('approvalForm.designer');
  const params = useSearchParams();
  const key = params.get('key');
  const toTree = key && params.get('from') === 'simple' ? { href: simpleDesignerHref(key), label: d('backToSimple') } : undefined;
  const { data, error, isLoading } = useModelForm(key);
  const back = (
    <IntentLink href="/workflow/model">
      <Button type="primary">{d('back')}</Button>
    </IntentLink>
  );
  if (!key) return <Result status="info" title={d('pickModel')} extra={back} />;
  if (error) return <Result status="404" title={d('notFound')} extra={back} />;
  if (isLoading || !data) return <Loading />;
  return <FormDesignerWorkspace key={data.model_key} model={data} back={toTree} />;
}
