'use client';

import { Spin } from 'antd';
import dynamic from 'next/dynamic';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { LazyResult as Result } from '@/components/widgets/LazyResult';
import { newFlow } from '@/lib/workflow/simple-flow/new-nodes';
import type { SimpleFlow } from '@/lib/workflow/simple-flow/schema';
import type { AdoptNames, StoredTree } from '@/lib/workflow/simple-flow/stored-tree';
import { useModelDetail } from '../models/model-api';
import { useModelForm } from '@/components/approval-form/port';
import { flowFieldsOfDesign } from '@/lib/workflow/simple-flow/form-fields';
import { SimpleRefused } from './SimpleRefused';
import { SIMPLE_DESIGNER_PATH } from '../designer-paths';
import styles from './simple-designer.module.css';

function Loading() {
  return (
    <div className={styles.refused}>
      <Spin />
    </div>
  );
}

/** The workspace (and bpmn-moddle, which compiles the tree) load only here, in the browser. */
const SimpleDesignerWorkspace = dynamic(() => import('./SimpleDesignerWorkspace'), { ssr: false, loading: Loading });

/**
 * Reads the tree a saved model carries, in the browser (bpmn-moddle loads with it); a new model
 * without one yet is taken over, its unnamed elements named in the designer's language.
 */
function useStoredTree(xml: string | undefined, names: AdoptNames): StoredTree | null {
  const [read, setRead] = useState<{ xml: string; tree: StoredTree } | null>(null);
  const { process, start, end } = names;
  useEffect(() => {
    if (xml === undefined) return;
    let live = true;
    void import('@/lib/workflow/simple-flow/stored-tree')
      .then((m) => m.readStoredTree(xml, { process, start, end }))
      .catch((): StoredTree => ({ state: 'changed', unreadable: [] }))
      .then((tree) => {
        if (live) setRead({ xml, tree });
      });
    return () => {
      live = false;
    };
  }, [xml, process, start, end]);
  return read && read.xml === xml ? read.tree : null;
}

/**
 * The simple designer's route: a new flow, or the model named by ?key= when it was made here and
 * not changed in the BPMN designer since; otherwise it says so and offers the BPMN designer.
 */
export function SimpleDesignerPage() {
  const t = useTranslations('simpleDesigner.page');
  const key = useSearchParams().get('key');
  const [adopted, setAdopted] = useState<string | null>(null);
  const [fresh] = useState<SimpleFlow>(() => {
    const now = Date.now();
    return newFlow({ id: `Process_${now}`, name: t('newName'), startName: '', endName: '' });
  });
  const tNode = useTranslations('simpleDesigner.node');
  const loadKey = key && key !== adopted ? key : null;
  // A new flow's first save makes it a model: the address names it from then on (a reload opens it).
  const adopt = (created: string) => {
    setAdopted(created);
    window.history.replaceState(null, '', `?key=${encodeURIComponent(created)}`);
  };
  const { data, error, isLoading } = useModelDetail(loadKey);
  // The form belongs to the model whether this page loaded it or made it with its first save; it is
  // asked again whenever the page comes back on screen (kept while its form was designed elsewhere).
  const { data: form, mutate: refreshForm } = useModelForm(key);
  const pathname = usePathname();
  useEffect(() => {
    if (pathname === SIMPLE_DESIGNER_PATH) void refreshForm();
  }, [pathname, refreshForm]);
  const designFields = useMemo(() => (form?.design ? flowFieldsOfDesign(form.design) : null), [form]);
  const stored = useStoredTree(loadKey ? data?.xml : undefined, { process: data?.name ?? '', start: tNode('start'), end: tNode('end') });

  if (loadKey && error) return <Result status="404" title={t('notFound')} />;
  if (!loadKey) {
    const initial = { ...fresh, process: { ...fresh.process, startName: tNode('start'), endName: tNode('end') } };
    return <SimpleDesignerWorkspace key="new" initial={initial} designFields={adopted ? designFields : null} modelKey={adopted} onCreated={adopt} />;
  }
  if (isLoading || !data || !stored) return <Loading />;
  if (stored.state !== 'tree') return <SimpleRefused modelKey={loadKey} state={stored.state} unreadable={stored.unreadable} />;
  return <SimpleDesignerWorkspace key={loadKey} initial={stored.flow} designFields={designFields} modelKey={loadKey} onCreated={adopt} />;
}
