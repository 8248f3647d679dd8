'use client';

import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { commentAttachmentHref, type CommentAttachment } from '@/lib/contract/workflow-attachments';
import styles from './workbench.module.css';

/** "12.3 KB": a size as people read it. */
function readableSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A comment's files as download links (the server checks the reader may read the request). */
export function CommentAttachmentLinks({ instanceKey, files }: { instanceKey: string; files: readonly CommentAttachment[] | null | undefined }) {
  const t = useTranslations('workbench.detail');
  if (!files?.length) return null;
  return (
    <ul className={styles.attachmentList} aria-label={t('attachments')} data-testid="comment-attachment-list">
      {files.map((file) => (
        <li key={file.file_key}>
          <a href={commentAttachmentHref(instanceKey, file.file_key)} download={file.name} data-testid="comment-attachment" title={file.name}>
            <PaperClipOutlined /> <span className={styles.attachmentName}>{file.name}</span>
          </a>
          <span className={styles.secondary}>{readableSize(file.size)}</span>
        </li>
      ))}
    </ul>
  );
}
