'use client';

import { UploadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { EntityDef } from '@/lib/entity/types';
import { ExportButton } from './ExportButton';

/** The import dialog (upload, progress, error file) loads when 导入 is clicked. */
const ImportModal = dynamic(() => import('./ImportModal').then((m) => m.ImportModal), { ssr: false });

interface ExcelActionsProps {
  entity: EntityDef;
  entityLabel: string;
  /** The list's current query (filters, advanced query, sort). */
  query: Record<string, unknown>;
  /** The list's visible columns, in order. */
  columns: readonly string[];
  /** Import is offered to users with the create right only; export to every reader. */
  canImport: boolean;
  fixed: Readonly<Record<string, string>>;
  onImported: () => void;
}

/** The list toolbar's 导入 and 导出 buttons. */
export function ExcelActions({ entity, entityLabel, query, columns, canImport, fixed, onImported }: ExcelActionsProps) {
  const t = useTranslations('excel');
  const [importing, setImporting] = useState(false);
  return (
    <Space wrap size={8}>
      {canImport ? (
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="entity-import">
          {t('actions.import')}
        </Button>
      ) : null}
      <ExportButton entity={entity} query={query} columns={columns} />
      {importing ? (
        <ImportModal entity={entity} entityLabel={entityLabel} fixed={fixed} onClose={() => setImporting(false)} onImported={onImported} />
      ) : null}
    </Space>
  );
}
