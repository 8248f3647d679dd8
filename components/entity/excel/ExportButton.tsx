'use client';

import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { isApiError } from '@/lib/client/api-error';
import type { EntityDef } from '@/lib/entity/types';
import { exportRecords, saveFile } from './excel-api';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

interface ExportButtonProps {
  entity: EntityDef;
  /** The list's current query: filters, advanced query and sort (paging is ignored). */
  query: Record<string, unknown>;
  /** The list's visible columns, in order. */
  columns: readonly string[];
}

/** 导出: every record the list shows, in its visible columns, as an .xlsx download. */
export function ExportButton({ entity, query, columns }: ExportButtonProps) {
  const t = useTranslations('excel');
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const file = await exportRecords(entity, query, columns);
      saveFile(file, `${entity.name}.xlsx`);
    } catch (failure) {
      // A lost session already leaves for the login page; anything else is a failed download.
      if (isApiError(failure) && failure.kind === 'unauthorized') return;
      if (isApiError(failure) && failure.kind === 'business') void message.error(t('downloadFailedWith', { reason: failure.message }));
      else if (isApiError(failure) && failure.kind === 'http') void message.error(failure.message);
      else void message.error(t('downloadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={run} data-testid="entity-export">
      {t('actions.export')}
    </Button>
  );
}
