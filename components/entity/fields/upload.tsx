'use client';

import { heldComponent } from '@/components/widgets/held-component';
import dynamic from 'next/dynamic';
import { type FieldKind, type FieldOf } from './kind';
import { EmptyValue, InputPlace } from './shared';
import type { Attachment } from './upload-input';
import { parseStoredFiles, serializeFiles } from './upload-value';
import styles from './fields.module.css';

// The upload widget loads with a form that shows one; image previews where images are listed.
const UploadInput = heldComponent(() => import('./upload-input').then((m) => m.UploadInput), InputPlace);
const ImageThumbs = dynamic(() => import('./image-thumbs').then((m) => m.ImageThumbs));

/** One attachment unless the declaration allows more. */
const DEFAULT_MAX_COUNT = 1;

const maxCountOf = (field: FieldOf<Attachment>) => field.maxCount ?? DEFAULT_MAX_COUNT;

function Attachments({ type, value, size }: { type: Attachment; value: unknown; size: number }) {
  const files = parseStoredFiles(value);
  if (files.length === 0) return <EmptyValue />;
  if (type === 'image') return <ImageThumbs files={files} size={size} />;
  return (
    <span className={styles.fileList}>
      {files.map((f) => (
        <a key={f.uid} href={f.url} target="_blank" rel="noopener noreferrer" className={styles.fileLink}>
          {f.name}
        </a>
      ))}
    </span>
  );
}

function attachmentFamily<T extends Attachment>(type: T): FieldKind<FieldOf<T>> {
  return {
    operators: [],
    cell: (value) => <Attachments type={type} value={value} size={32} />,
    detail: (value) => <Attachments type={type} value={value} size={96} />,
    input: (field, { entity, disabled }) => <UploadInput type={type} maxCount={maxCountOf(field)} groupKey={entity.name} disabled={disabled} />,
    inputCode: UploadInput.preload,
    // Attachments are not filterable (operators is empty); this keeps the registry total.
    filterInput: () => <></>,
    toForm: (value) => parseStoredFiles(value),
    fromForm: (value) => serializeFiles(value),
    filterParams: () => ({}),
  };
}

export const fileKind = attachmentFamily('file');
export const imageKind = attachmentFamily('image');
