'use client';

import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import '@/components/providers/theme/antd-upload.css';
import { useTranslations } from 'next-intl';
import { uploadedUrl, type ListedFile } from '@/components/entity/fields/upload-value';
import { call } from '@/lib/client/call';
import { fileCalls } from '@/lib/contract/file-calls';
import { MAX_ATTACHMENTS } from '@/lib/contract/attachments';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** The notice form's attachment list keeps the last 2 files (docs/messages.md, "Notices"). */
const KEPT_FILES = 2;

interface AttachmentInputProps {
  id?: string;
  value?: UploadFile[];
  onChange?: (files: UploadFile[]) => void;
  uploadGroup: string;
  disabled?: boolean;
}

/**
 * One attachment: a second upload is refused with 'an attachment has already been
 * uploaded'. Files go through the checked upload call; a failed one is not counted as done.
 */
export function AttachmentInput({ id, value, onChange, uploadGroup, disabled }: AttachmentInputProps) {
  const t = useTranslations('messageCenter');
  const tu = useTranslations('entityUi.upload');
  const { message } = useFeedback();
  const list = value ?? [];

  const beforeUpload: UploadProps['beforeUpload'] = () => {
    if (list.filter((f) => f.status !== 'error').length >= MAX_ATTACHMENTS) {
      void message.warning(t('validation.attachmentExists'));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const name = typeof file === 'string' ? file : 'name' in file ? file.name : '';
    const body = new FormData();
    body.append('file', file);
    body.append('fileGroupKey', uploadGroup);
    call(fileCalls.upload, body, { silent: true })
      .then((data) => {
        if (!data || typeof data.url !== 'string') throw new Error(tu('failed', { name }));
        onSuccess?.(data);
      })
      .catch(() => {
        void message.error(tu('failed', { name }));
        onError?.(new Error(tu('failed', { name })));
      });
  };

  const handleChange: UploadProps['onChange'] = ({ fileList }) => {
    onChange?.(
      fileList.slice(-KEPT_FILES).map((file) => {
        const url = file.status === 'done' ? uploadedUrl(file as ListedFile) : null;
        return url ? { ...file, url } : file;
      }),
    );
  };

  return (
    <Upload id={id} fileList={list} beforeUpload={beforeUpload} customRequest={customRequest} onChange={handleChange} disabled={disabled} data-testid="notice-attachment">
      {disabled ? null : <Button icon={<UploadOutlined />}>{t('form.upload')}</Button>}
    </Upload>
  );
}
