'use client';

import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import { CompressOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Result, Space, Tooltip } from 'antd';
import '@/components/providers/theme/antd-result.css';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { diagramMarkers, nextZoom, type HighlightSets } from './diagram-markers';
import styles from './workbench.module.css';

interface CanvasApi {
  addMarker(element: string, marker: string): void;
  zoom(level?: number | 'fit-viewport', center?: 'auto'): number;
}

interface RegistryApi {
  get(id: string): unknown;
}

/** Fitting leaves a margin: the labels under start and end events sit outside their shapes' bounds. */
const FIT_MARGIN = 0.9;

function fit(api: CanvasApi): void {
  api.zoom('fit-viewport', 'auto');
  api.zoom(api.zoom() * FIT_MARGIN, 'auto');
}

/**
 * The process diagram of one instance, read-only (bpmn-js NavigatedViewer: pan and zoom, no
 * editing), with the instance's passed, waiting and rejected nodes and taken flows marked.
 * Loaded only where a diagram is shown (next/dynamic in ProcessDiagram).
 */
export default function BpmnDiagram({ xml, highlights }: { xml: string; highlights: HighlightSets }) {
  const t = useTranslations('workbench.diagram');
  const container = useRef<HTMLDivElement>(null);
  const canvas = useRef<CanvasApi | null>(null);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!container.current) return;
    const viewer = new NavigatedViewer({ container: container.current });
    let alive = true;
    viewer
      .importXML(xml)
      .then(() => {
        if (!alive) return;
        const api = viewer.get<CanvasApi>('canvas');
        const registry = viewer.get<RegistryApi>('elementRegistry');
        for (const { id, marker } of diagramMarkers(highlights)) if (registry.get(id)) api.addMarker(id, marker);
        fit(api);
        canvas.current = api;
        setReady(true);
      })
      .catch(() => {
        if (alive) setFailed(true);
      });
    return () => {
      alive = false;
      canvas.current = null;
      viewer.destroy();
    };
  }, [xml, highlights]);

  const zoom = (direction: 1 | -1) => {
    const api = canvas.current;
    if (api) api.zoom(nextZoom(api.zoom(), direction), 'auto');
  };

  return (
    <div className={styles.diagramFrame}>
      {failed ? (
        <div className={styles.diagramState}>
          <Result status="warning" subTitle={t('failed')} />
        </div>
      ) : null}
      <div ref={container} className={styles.diagramCanvas} data-testid="bpmn-diagram" data-ready={ready ? 'true' : 'false'} />
      {ready ? (
        <Space.Compact className={styles.diagramTools}>
          <Tooltip title={t('zoomIn')}>
            <Button size="small" icon={<ZoomInOutlined />} aria-label={t('zoomIn')} onClick={() => zoom(1)} />
          </Tooltip>
          <Tooltip title={t('zoomOut')}>
            <Button size="small" icon={<ZoomOutOutlined />} aria-label={t('zoomOut')} onClick={() => zoom(-1)} />
          </Tooltip>
          <Tooltip title={t('fit')}>
            <Button size="small" icon={<CompressOutlined />} aria-label={t('fit')} onClick={() => canvas.current && fit(canvas.current)} />
          </Tooltip>
        </Space.Compact>
      ) : null}
    </div>
  );
}
