'use client';

import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import '@/components/providers/theme/antd-upload.css';
import { useTranslations } from 'next-intl';
import { isApiError } from '@/lib/client/api-error';
import { call } from '@/lib/client/call';
import { fileCalls } from '@/lib/contract/file-calls';
import type { Injected } from './shared';
import { type ListedFile, uploadedUrl } from './upload-value';
import styles from './fields.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

export const UPLOAD_PATH = fileCalls.upload.path;

export type Attachment = 'file' | 'image';

interface UploadInputProps extends Injected<UploadFile[]> {
  type: Attachment;
  maxCount: number;
  groupKey: string;
  disabled?: boolean;
}

export function UploadInput({ type, maxCount, groupKey, disabled, value, onChange, id }: UploadInputProps) {
  const t = useTranslations('entityUi.upload');
  const { message } = useFeedback();
  const list = value ?? [];

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const name = typeof file === 'string' ? file : 'name' in file ? file.name : '';
    const body = new FormData();
    body.append('file', file);
    body.append('fileGroupKey', groupKey);
    // Silent: the upload's own words ('{name} upload failed.', docs/architecture.md, "Uploads") replace the client's generic toast.
    call(fileCalls.upload, body, { silent: true })
      .then((data) => {
        if (!data || typeof data.url !== 'string') throw new Error(t('failed', { name }));
        onSuccess?.(data);
      })
      .catch((error: unknown) => {
        void message.error(t('failed', { name }));
        onError?.(isApiError(error) || error instanceof Error ? error : new Error(t('failed', { name })));
      });
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (type === 'image' && !file.type.startsWith('image/')) {
      void message.warning(t('imageOnly'));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const handleChange: UploadProps['onChange'] = ({ fileList }) => {
    onChange?.(
      fileList.map((file) => {
        const url = file.status === 'done' ? uploadedUrl(file as ListedFile) : null;
        return url ? { ...file, url } : file;
      }),
    );
  };

  const full = list.length >= maxCount;
  return (
    <Upload
      id={id}
      fileList={list}
      onChange={handleChange}
      customRequest={customRequest}
      beforeUpload={beforeUpload}
      maxCount={maxCount}
      multiple={maxCount > 1}
      disabled={disabled}
      accept={type === 'image' ? 'image/*' : undefined}
      listType={type === 'image' ? 'picture-card' : 'text'}
    >
      {full || disabled ? null : type === 'image' ? (
        <button type="button" className={styles.pictureButton}>
          <PlusOutlined />
          <span>{t('image')}</span>
        </button>
      ) : (
        <Button icon={<UploadOutlined />}>{t('file')}</Button>
      )}
    </Upload>
  );
}
