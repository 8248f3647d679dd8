'use client';

import { CloudUploadOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { DesignerModeler } from '../modeler/bpmn-types';
import { problemOfGap, type DesignerProblem } from '../modeler/designer-problem';
import { focusElement } from '../modeler/problem-markers';
import { checkApprovers } from '../../models/model-api';
import { saveModelXml, useSaveDeploy } from '../../models/use-save-deploy';
import { useOpenedOnce } from '@/lib/client/use-opened-once';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** The list of what the deploy would refuse loads when a deploy first shows it. */
const DeployProblems = dynamic(() => import('./DeployProblems').then((m) => m.DeployProblems), { ssr: false });

interface SaveActionsProps {
  modeler: DesignerModeler;
  modelKey: string | null;
  onCreated: (modelKey: string) => void;
  /** What the engine cannot run: deploying lists these instead of sending the model. */
  problems: DesignerProblem[];
  /** The approvers the server found missing when deploying was asked for (none: it deployed). */
  onApproverProblems: (problems: DesignerProblem[]) => void;
}

interface Shown {
  about: 'run' | 'approvers';
  problems: DesignerProblem[];
}

/**
 * Save stores the diagram through the model calls (a draft need not run yet); deploy saves, asks
 * the server whether every approver the model names is still in the organisation, and then
 * deploys it as a new version, or shows the engine's refusal naming the element. A model with
 * elements the engine cannot run is not sent: deploy lists them instead; missing approvers are
 * listed the same way, their elements marked and the first one selected.
 */
export function SaveActions({ modeler, modelKey, onCreated, problems, onApproverProblems }: SaveActionsProps) {
  const t = useTranslations('designer.save');
  const { message } = useFeedback();
  const [shown, setShown] = useState<Shown>({ about: 'run', problems: [] });
  const [showProblems, setShowProblems] = useState(false);
  const problemsOpened = useOpenedOnce(showProblems);

  const show = (next: Shown) => {
    setShown(next);
    setShowProblems(true);
  };

  const save = async (): Promise<string | null> => {
    const { xml } = await modeler.saveXML({ format: true });
    return saveModelXml(modelKey, xml ?? '', onCreated);
  };

  /** Unless an approver is missing: then its elements are shown instead. */
  const mayDeploy = async (key: string) => {
    const gaps = await checkApprovers(key).catch(() => null);
    if (!gaps) return false; // the client showed the refusal, worded as the deploy's
    const missing = gaps.map(problemOfGap);
    onApproverProblems(missing);
    if (missing.length > 0) {
      focusElement(modeler, missing[0]!.elementId);
      show({ about: 'approvers', problems: missing });
      return false;
    }
    return true;
  };

  const { busy, run } = useSaveDeploy({
    save,
    deployBlocked: () => {
      if (problems.length > 0) show({ about: 'run', problems });
      return problems.length > 0;
    },
    saved: () => void message.success(t('saved')),
    mayDeploy,
    deployed: (version) => void message.success(t('deployed', { version })),
  });

  return (
    <Space>
      <Button icon={<SaveOutlined />} loading={busy === 'save'} disabled={busy !== null} onClick={() => void run('save')} data-testid="designer-save">
        {t('save')}
      </Button>
      <Button type="primary" icon={<CloudUploadOutlined />} loading={busy === 'deploy'} disabled={busy !== null} onClick={() => void run('deploy')} data-testid="designer-deploy">
        {t('deploy')}
      </Button>
      {problemsOpened ? <DeployProblems modeler={modeler} problems={shown.problems} about={shown.about} open={showProblems} onClose={() => setShowProblems(false)} /> : null}
    </Space>
  );
}
