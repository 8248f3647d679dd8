'use client';

import { Button, Modal } from 'antd';
import { useTranslations } from 'next-intl';
import { NoticeDetail } from './NoticeDetail';
import { NOTICE_MODAL_WIDTH } from './notice-form';
import type { NoticeViewData } from './notice-view';

/** A notice or news item, read only: the dialog only closes. */
export function NoticeViewModal({ data, onClose }: { data: NoticeViewData; onClose: () => void }) {
  const t = useTranslations('messageCenter');
  return (
    <Modal
      open
      width={NOTICE_MODAL_WIDTH}
      title={t('view.title')}
      onCancel={onClose}
      maskClosable={false}
      footer={<Button type="primary" onClick={onClose} data-testid="notice-view-ok">{t('view.ok')}</Button>}
    >
      <NoticeDetail data={data} />
    </Modal>
  );
}
