'use client';

import { CloudUploadOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { RunProblem } from '@/lib/workflow/runnable';
import type { DesignerModeler } from '../modeler/bpmn-types';
import { deployModel, refreshModels, saveModel } from '../../models/model-api';
import { useOpenedOnce } from '@/lib/client/use-opened-once';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** The list of what the engine cannot run loads when a deploy first shows it. */
const DeployProblems = dynamic(() => import('./DeployProblems').then((m) => m.DeployProblems), { ssr: false });

interface SaveActionsProps {
  modeler: DesignerModeler;
  modelKey: string | null;
  onCreated: (modelKey: string) => void;
  problems: RunProblem[];
}

/**
 * Save stores the diagram through the model calls (a draft need not run yet); deploy saves and
 * then deploys it as a new version, or shows the engine's refusal naming the element. A model
 * with elements the engine cannot run is not sent: deploy lists them instead.
 */
export function SaveActions({ modeler, modelKey, onCreated, problems }: SaveActionsProps) {
  const t = useTranslations('designer.save');
  const { message } = useFeedback();
  const [busy, setBusy] = useState<'save' | 'deploy' | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const problemsOpened = useOpenedOnce(showProblems);

  const save = async (): Promise<string | null> => {
    const { xml } = await modeler.saveXML({ format: true });
    try {
      const answer = await saveModel({ model_key: modelKey ?? undefined, xml: xml ?? '' });
      if (!modelKey) onCreated(answer.data.model_key);
      void refreshModels();
      return answer.data.model_key;
    } catch {
      return null; // the client showed the refusal
    }
  };

  const run = async (what: 'save' | 'deploy') => {
    if (what === 'deploy' && problems.length > 0) {
      setShowProblems(true);
      return;
    }
    setBusy(what);
    try {
      const key = await save();
      if (!key) return;
      if (what === 'save') {
        message.success(t('saved'));
        return;
      }
      const answer = await deployModel(key).catch(() => null);
      if (answer) {
        message.success(t('deployed', { version: answer.data.version }));
        void refreshModels();
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <Space>
      <Button icon={<SaveOutlined />} loading={busy === 'save'} disabled={busy !== null} onClick={() => void run('save')} data-testid="designer-save">
        {t('save')}
      </Button>
      <Button type="primary" icon={<CloudUploadOutlined />} loading={busy === 'deploy'} disabled={busy !== null} onClick={() => void run('deploy')} data-testid="designer-deploy">
        {t('deploy')}
      </Button>
      {problemsOpened ? <DeployProblems modeler={modeler} problems={problems} open={showProblems} onClose={() => setShowProblems(false)} /> : null}
    </Space>
  );
}
