'use client';

import { WarningOutlined } from '@ant-design/icons';
import { Button, List, Modal, Typography } from 'antd';
import '@/components/providers/theme/antd-list.css';
import { useTranslations } from 'next-intl';
import type { DesignerModeler } from '../modeler/bpmn-types';
import type { DesignerProblem } from '../modeler/designer-problem';
import { focusElement } from '../modeler/problem-markers';
import { useProblemText } from '../modeler/use-run-problems';

interface DeployProblemsProps {
  modeler: DesignerModeler;
  problems: DesignerProblem[];
  /** run: what the engine cannot run (found before sending); approvers: whom the organisation does not have (the server's check). */
  about: 'run' | 'approvers';
  open: boolean;
  onClose: () => void;
}

/**
 * Instead of deploying a model the engine would refuse: every problem, worded as the deploy
 * words it; a click shows its element on the canvas (selected, scrolled into view) and its
 * warning in the panel.
 */
export function DeployProblems({ modeler, problems, about, open, onClose }: DeployProblemsProps) {
  const t = useTranslations('designer.problems');
  const say = useProblemText();

  const focus = (problem: DesignerProblem) => {
    focusElement(modeler, problem.elementId);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={
        <span>
          <WarningOutlined style={{ color: 'var(--ant-color-warning, #faad14)', marginInlineEnd: 8 }} />
          {t(about === 'run' ? 'title' : 'approverTitle')}
        </span>
      }
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      <Typography.Paragraph type="secondary">{t(about === 'run' ? 'hint' : 'approverHint')}</Typography.Paragraph>
      <List
        size="small"
        bordered
        dataSource={problems}
        renderItem={(problem) => (
          <List.Item>
            <Typography.Link onClick={() => focus(problem)} data-testid="designer-deploy-problem" data-element-id={problem.elementId}>
              {say(problem)}
            </Typography.Link>
          </List.Item>
        )}
      />
    </Modal>
  );
}
