'use client';

import { PaperClipOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { parseStoredAttachments } from '@/lib/contract/attachments';
import styles from './messages.module.css';

/** The stored attachment as download links; only our own uploads are ever links. */
export function AttachmentLinks({ value }: { value: string | null | undefined }) {
  const files = parseStoredAttachments(value);
  if (files.length === 0) return null;
  return (
    <ul className={styles.attachments}>
      {files.map((file) => (
        <li key={file.uid}>
          <PaperClipOutlined aria-hidden />
          <Typography.Link href={file.url} target="_blank" rel="noopener noreferrer" download={file.name}>
            {file.name}
          </Typography.Link>
        </li>
      ))}
    </ul>
  );
}
