'use client';

import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignMiddleOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { alignableOf, alignmentStep, ALIGNMENTS, type Alignment } from '@/lib/workflow/alignment';
import type { DesignerModeler, DiagramElement } from '../modeler/bpmn-types';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

const ICONS: Record<Alignment, ReactNode> = {
  left: <AlignLeftOutlined />,
  right: <AlignRightOutlined />,
  top: <VerticalAlignTopOutlined />,
  bottom: <VerticalAlignBottomOutlined />,
  center: <AlignCenterOutlined />,
  middle: <VerticalAlignMiddleOutlined />,
};

/**
 * The six alignments (docs/designer.md, "Pieces"): fewer than two shapes selected warns to hold Ctrl to
 * select several; otherwise a confirmation comes first, since aligning can distort the diagram.
 */
export function AlignActions({ modeler, selection }: { modeler: DesignerModeler; selection: DiagramElement[] }) {
  const t = useTranslations('designer.align');
  const { message, modal } = useFeedback();

  const align = (type: Alignment) => {
    if (alignmentStep(selection) === 'needSeveral') {
      message.warning(t('needSeveral'));
      return;
    }
    modal.confirm({
      title: t('confirmTitle'),
      content: t('confirm'),
      onOk: () => modeler.get('alignElements').trigger(alignableOf(selection), type),
    });
  };

  return (
    <Space.Compact>
      {ALIGNMENTS.map((type) => (
        <Tooltip key={type} title={t(type)}>
          <Button icon={ICONS[type]} aria-label={t(type)} onClick={() => align(type)} data-testid={`designer-align-${type}`} />
        </Tooltip>
      ))}
    </Space.Compact>
  );
}
