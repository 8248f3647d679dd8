'use client';

import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Form, Upload, type UploadFile, type UploadProps } from 'antd';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-upload.css';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import type { ApprovalAttachmentsProps } from '@/components/entity/plug-ins';
import { COMMENT_ATTACHMENTS_MAX, uploadedAttachmentList, type CommentAttachment } from '@/lib/contract/workflow-attachments';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { schemaRule, type SchemaCheck } from '@/lib/client/schema-rule';
import { uploadCommentAttachment } from './workbench-api';

interface CommentAttachmentsInputProps {
  id?: string;
  /** The task the comment is for: only its holder uploads. */
  taskKey: string;
  value?: UploadFile<CommentAttachment>[];
  onChange?: (files: UploadFile<CommentAttachment>[]) => void;
}

/**
 * The files a decision's comment carries: each goes at once through the engine's checked upload
 * (the size and type every upload is held to; a refusal says why and the file leaves the list),
 * and the decision names the finished ones. At most COMMENT_ATTACHMENTS_MAX.
 */
export function CommentAttachmentsInput({ id, taskKey, value, onChange }: CommentAttachmentsInputProps) {
  const t = useTranslations('workbench.actions');
  const { message } = useFeedback();
  const list = value ?? [];

  const beforeUpload: UploadProps['beforeUpload'] = (_file, picked) => {
    if (list.length + picked.indexOf(_file) >= COMMENT_ATTACHMENTS_MAX) {
      void message.warning(t('rules.tooManyAttachments', { max: COMMENT_ATTACHMENTS_MAX }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    uploadCommentAttachment(taskKey, file as File)
      .then((stored) => onSuccess?.(stored))
      .catch((error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))));
  };

  // A refused file leaves the list: the client has already said why.
  const handleChange: UploadProps<CommentAttachment>['onChange'] = ({ fileList }) => onChange?.(fileList.filter((f) => f.status !== 'error'));

  return (
    <div data-testid="comment-attachments">
      <Upload<CommentAttachment> id={id} multiple fileList={list} beforeUpload={beforeUpload} customRequest={customRequest} onChange={handleChange}>
        {list.length < COMMENT_ATTACHMENTS_MAX ? (
          <Button icon={<PaperClipOutlined />} data-testid="comment-attachments-add">
            {t('attachmentsAdd')}
          </Button>
        ) : null}
      </Upload>
    </div>
  );
}

/** The dialog's 附件 field: the files, checked with the dialog's own schema (all uploaded, not too many). */
export function CommentAttachmentsField({ taskKey, check }: { taskKey: string; check: () => SchemaCheck }) {
  const t = useTranslations('workbench.actions');
  const tRule = useTranslations('workbench.actions.rules');
  return (
    <Form.Item name="attachments" label={t('attachments')} extra={t('attachmentsHint', { max: COMMENT_ATTACHMENTS_MAX })} valuePropName="value" rules={[schemaRule(check, 'attachments', (key) => tRule(key, { max: COMMENT_ATTACHMENTS_MAX }))]}>
      <CommentAttachmentsInput taskKey={taskKey} />
    </Form.Item>
  );
}

/** The same field in a record page's approve / return dialog (the form it sits in checks it). */
export function RecordCommentAttachments({ taskKey }: ApprovalAttachmentsProps) {
  const form = Form.useFormInstance();
  return <CommentAttachmentsField taskKey={taskKey} check={() => recordAttachmentsSchema.safeParse(form.getFieldsValue())} />;
}

const recordAttachmentsSchema = z.object({ attachments: uploadedAttachmentList });
