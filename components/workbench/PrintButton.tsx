'use client';

import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { saveFile } from '@/components/entity/excel/excel-api';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { requestFile } from '@/lib/client/api-client';
import { isApiError } from '@/lib/client/api-error';
import { printPaths } from '@/lib/contract/workflow-print';

const PDF_MIME = 'application/pdf';

/** 打印: the request as an A4 PDF made on the server (each print is a copy of its own, with its verify code). */
/** `title` names the file when the answer names none. */
export function PrintButton({ instanceKey, title }: { instanceKey: string; title?: string }) {
  const t = useTranslations('entityUi.approval');
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      saveFile(await requestFile(printPaths.print, PDF_MIME, { json: { id: instanceKey }, silent: true }), `${title ?? instanceKey}.pdf`);
    } catch (failure) {
      if (isApiError(failure) && failure.kind === 'unauthorized') return;
      void message.error(isApiError(failure) && failure.kind === 'business' ? failure.message : t('printFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={<PrinterOutlined />} loading={busy} onClick={() => void run()} data-testid="print-request">
      {t('print')}
    </Button>
  );
}
