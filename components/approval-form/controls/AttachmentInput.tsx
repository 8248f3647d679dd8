'use client';

import { PaperClipOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import '@/components/providers/theme/antd-upload.css';
import { useTranslations } from 'next-intl';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { MAX_ATTACHMENTS } from '@/lib/contract/approval-form/design';
import type { FormFile } from '@/lib/contract/approval-form/attachments';
import { uploadFormFile } from '../form-api';

interface AttachmentInputProps {
  id?: string;
  images: boolean;
  maxCount?: number;
  value?: UploadFile<FormFile>[];
  onChange?: (files: UploadFile<FormFile>[]) => void;
}

const DEFAULT_MAX = 9;

/**
 * Files of an attachment control: each goes at once through the engine's checked upload (a refused
 * file leaves the list, the client having said why); the start names the finished ones.
 */
export function AttachmentInput({ id, images, maxCount, value, onChange }: AttachmentInputProps) {
  const t = useTranslations('approvalForm.fill');
  const { message } = useFeedback();
  const list = value ?? [];
  const max = Math.min(maxCount ?? DEFAULT_MAX, MAX_ATTACHMENTS);

  const beforeUpload: UploadProps['beforeUpload'] = (file, picked) => {
    if (images && !file.type.startsWith('image/')) {
      void message.warning(t('imagesOnly'));
      return Upload.LIST_IGNORE;
    }
    if (list.length + picked.indexOf(file) >= max) {
      void message.warning(t('tooManyFiles', { max }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    uploadFormFile(file as File)
      .then((stored) => onSuccess?.(stored))
      .catch((error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))));
  };

  const handleChange: UploadProps<FormFile>['onChange'] = ({ fileList }) =>
    onChange?.(fileList.filter((f) => f.status !== 'error').map((f) => (f.response ? { ...f, file_key: f.response.file_key } as UploadFile<FormFile> : f)));

  return (
    <Upload<FormFile> id={id} multiple accept={images ? 'image/*' : undefined} listType={images ? 'picture-card' : 'text'} fileList={list} beforeUpload={beforeUpload} customRequest={customRequest} onChange={handleChange}>
      {list.length < max ? (
        images ? (
          <span data-testid="form-images-add">
            <PictureOutlined /> {t('addImage')}
          </span>
        ) : (
          <Button icon={<PaperClipOutlined />} data-testid="form-files-add">
            {t('addFile')}
          </Button>
        )
      ) : null}
    </Upload>
  );
}
