'use client';

import { OneToOneOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useTranslations } from 'next-intl';
import { stepZoom, ZOOM_DEFAULT, ZOOM_MAX, ZOOM_MIN } from '@/lib/workflow/zoom';
import type { DesignerModeler } from '../modeler/bpmn-types';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** Zoom out, the level, zoom in, reset (0.2 to 4, step 0.1, default 1: docs/designer.md, "Pieces"). */
export function ZoomActions({ modeler, zoom }: { modeler: DesignerModeler; zoom: number }) {
  const t = useTranslations('designer.zoom');
  const { message } = useFeedback();

  const step = (direction: 'in' | 'out') => {
    // The shown level follows bpmn-js's debounced viewbox event: step from the canvas's own.
    const next = stepZoom(modeler.get('canvas').zoom(), direction);
    if (!next.ok) {
      message.error(t('limit', { min: ZOOM_MIN, max: ZOOM_MAX }));
      return;
    }
    modeler.get('canvas').zoom(next.zoom);
  };

  return (
    <Space.Compact>
      <Tooltip title={t('out')}>
        <Button icon={<ZoomOutOutlined />} aria-label={t('out')} onClick={() => step('out')} data-testid="designer-zoom-out" />
      </Tooltip>
      <Button disabled className="designer-zoom-level" data-testid="designer-zoom-level">
        {`${Math.round(zoom * 100)}%`}
      </Button>
      <Tooltip title={t('in')}>
        <Button icon={<ZoomInOutlined />} aria-label={t('in')} onClick={() => step('in')} data-testid="designer-zoom-in" />
      </Tooltip>
      <Tooltip title={t('reset')}>
        <Button icon={<OneToOneOutlined />} aria-label={t('reset')} onClick={() => modeler.get('canvas').zoom(ZOOM_DEFAULT, 'auto')} data-testid="designer-zoom-reset" />
      </Tooltip>
    </Space.Compact>
  );
}
