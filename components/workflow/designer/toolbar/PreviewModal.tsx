'use client';

import { Modal } from 'antd';
import { useTranslations } from 'next-intl';
import styles from '../designer.module.css';

export interface Preview {
  kind: 'xml' | 'json';
  text: string;
}

/** The diagram as XML or JSON text, read-only. */
export function PreviewModal({ preview, onClose }: { preview: Preview | null; onClose: () => void }) {
  const t = useTranslations('designer');
  return (
    <Modal open={preview !== null} title={preview ? t(`toolbar.preview.${preview.kind}`) : ''} width={900} footer={null} onCancel={onClose} destroyOnHidden>
      <pre className={styles.preview} data-testid="designer-preview-text">{preview?.text}</pre>
    </Modal>
  );
}
