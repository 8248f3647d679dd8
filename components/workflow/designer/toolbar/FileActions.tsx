'use client';

import { DownloadOutlined, EyeOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useRef, useState, type ChangeEvent } from 'react';
import { checkDiagramFile, DIAGRAM_FILE_EXTENSIONS } from '@/lib/workflow/diagram-file';
import type { Dialect } from '@/lib/workflow/moddle-extensions';
import { previewJson } from '@/lib/workflow/preview-json';
import type { DesignerModeler } from '../modeler/bpmn-types';
import { downloadText, fileBaseName } from './download';
import type { Preview } from './PreviewModal';
import { processOf } from './process-of';
import styles from '../designer.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { useOpenedOnce } from '@/lib/client/use-opened-once';

/** The preview dialog loads when a preview is first asked for. */
const PreviewModal = dynamic(() => import('./PreviewModal').then((m) => m.PreviewModal), { ssr: false });

interface FileActionsProps {
  modeler: DesignerModeler;
  dialect: Dialect;
  onOpenInDialect: (xml: string, dialect: Dialect) => void;
}

/** Open a file, download as XML / SVG / BPMN, preview as XML / JSON. */
export function FileActions({ modeler, dialect, onOpenInDialect }: FileActionsProps) {
  const t = useTranslations('designer');
  const { message } = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const previewOpened = useOpenedOnce(preview !== null);

  const open = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const text = await file.text();
    const check = await checkDiagramFile(file.name, text);
    if (!check.ok) {
      message.error(t(`file.${check.reason}`, { name: file.name }));
      return;
    }
    if (check.dialect !== dialect) {
      onOpenInDialect(text, check.dialect);
      return;
    }
    const { xml: current } = await modeler.saveXML();
    try {
      await modeler.importXML(text);
      message.success(t('file.opened', { name: file.name }));
    } catch {
      // The canvas may be half-cleared by a failed import: bring the previous diagram back.
      if (current) await modeler.importXML(current);
      message.error(t('file.unreadable', { name: file.name }));
    }
  };

  const baseName = () => fileBaseName(processOf(modeler)?.name ?? processOf(modeler)?.id, 'diagram');

  const download = async (kind: 'xml' | 'svg' | 'bpmn') => {
    if (kind === 'svg') {
      const { svg } = await modeler.saveSVG();
      downloadText(svg, `${baseName()}.svg`, 'image/svg+xml');
      return;
    }
    const { xml } = await modeler.saveXML({ format: true });
    downloadText(xml ?? '', `${baseName()}.${kind}`, 'application/xml');
  };

  const showPreview = async (kind: 'xml' | 'json') => {
    if (kind === 'json') {
      setPreview({ kind, text: previewJson(modeler.getDefinitions()) });
      return;
    }
    const { xml } = await modeler.saveXML({ format: true });
    setPreview({ kind, text: xml ?? '' });
  };

  return (
    <Space.Compact>
      <input ref={input} type="file" accept={DIAGRAM_FILE_EXTENSIONS.join(',')} className={styles.hiddenInput} onChange={open} data-testid="designer-file-input" />
      <Button icon={<FolderOpenOutlined />} onClick={() => input.current?.click()} data-testid="designer-open">
        {t('toolbar.open')}
      </Button>
      <Dropdown
        menu={{
          items: (['xml', 'svg', 'bpmn'] as const).map((kind) => ({ key: kind, label: t(`toolbar.download.${kind}`) })),
          onClick: ({ key }) => void download(key as 'xml' | 'svg' | 'bpmn'),
        }}
      >
        <Button icon={<DownloadOutlined />} data-testid="designer-download">{t('toolbar.download.label')}</Button>
      </Dropdown>
      <Dropdown
        menu={{
          items: (['xml', 'json'] as const).map((kind) => ({ key: kind, label: t(`toolbar.preview.${kind}`) })),
          onClick: ({ key }) => void showPreview(key as 'xml' | 'json'),
        }}
      >
        <Button icon={<EyeOutlined />} data-testid="designer-preview">{t('toolbar.preview.label')}</Button>
      </Dropdown>
      {previewOpened ? <PreviewModal preview={preview} onClose={() => setPreview(null)} /> : null}
    </Space.Compact>
  );
}
