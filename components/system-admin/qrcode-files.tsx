'use client';

import { DeleteOutlined, DownloadOutlined, QrcodeOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useTranslations } from 'next-intl';
import { callAnswer } from '@/lib/client/call';
import { isApiError } from '@/lib/client/api-error';
import { qrcodeCalls } from '@/lib/contract/qrcode-calls';
import { RowActionButton } from '@/components/entity/RowActionButton';
import type { RowActionProps } from '@/components/entity/actions/types';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** The download address of a code's drawn file (the backend checks the caller may read the code). */
export function qrcodeFileUrl(apiBase: string, key: string, format: 'png' | 'svg', preview = false): string {
  return `${apiBase}/download?id=${encodeURIComponent(key)}&format=${format}${preview ? '&preview=1' : ''}`;
}

/** 生成 / 重新生成 on a QR code's row, and once drawn 下载 PNG, 下载 SVG and 删除文件. */
export function QrcodeRowAction({ entity, record, recordKey, rights, compact, refresh }: RowActionProps) {
  const t = useTranslations('qrcodes');
  const tConfirm = useTranslations('entityUi.confirm');
  const { message } = useFeedback();
  const drawn = Boolean(record.png_file_key);

  const run = async (change: keyof typeof qrcodeCalls) => {
    try {
      const answer = await callAnswer(qrcodeCalls[change], { id: recordKey }, { silent: true });
      void message.success(answer.msg || t(change === 'generate' ? 'generated' : 'filesDeleted'));
      refresh();
    } catch (failure) {
      if (isApiError(failure) && (failure.kind === 'unauthorized' || failure.kind === 'aborted')) return;
      void message.error(failure instanceof Error ? failure.message : String(failure), 5);
    }
  };

  const download = (format: 'png' | 'svg') => (
    <Button
      type="link"
      size="small"
      href={qrcodeFileUrl(entity.apiBase, recordKey, format)}
      download
      data-testid={`row-qrcode-${format}`}
      icon={compact ? <DownloadOutlined /> : undefined}
      aria-label={compact ? t(format === 'png' ? 'downloadPng' : 'downloadSvg') : undefined}
    >
      {compact ? null : t(format === 'png' ? 'downloadPng' : 'downloadSvg')}
    </Button>
  );

  return (
    <>
      {rights.update ? (
        <RowActionButton label={t(drawn ? 'regenerate' : 'generate')} icon={<QrcodeOutlined />} compact={compact} testId="row-qrcode-generate" onClick={() => void run('generate')} />
      ) : null}
      {drawn ? download('png') : null}
      {drawn ? download('svg') : null}
      {drawn && rights.update ? (
        <Popconfirm title={t('deleteFileConfirm')} okText={tConfirm('ok')} cancelText={tConfirm('cancel')} okButtonProps={{ danger: true }} onConfirm={() => run('deleteFile')}>
          <RowActionButton label={t('deleteFile')} icon={<DeleteOutlined />} compact={compact} testId="row-qrcode-delete-file" danger />
        </Popconfirm>
      ) : null}
    </>
  );
}
