'use client';

import { Image } from 'antd';
import '@/components/providers/theme/antd-image.css';
import type { ListedFile } from './upload-value';
import styles from './fields.module.css';

/** Image attachments as thumbnails that open antd's preview. */
export function ImageThumbs({ files, size }: { files: readonly ListedFile[]; size: number }) {
  return (
    <Image.PreviewGroup>
      <span className={styles.thumbs}>
        {files.map((f) => (
          <Image key={f.uid} src={f.url} alt={f.name} width={size} height={size} className={styles.thumb} />
        ))}
      </span>
    </Image.PreviewGroup>
  );
}
