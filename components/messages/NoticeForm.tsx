'use client';

import { Button, Form, Input, Modal, Radio, Select, type FormRule } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { RichTextInput } from '@/components/rich-text/RichTextInput';
import { isUploading } from '@/components/entity/fields/upload-value';
import { issueFor } from '@/lib/client/schema-rule';
import { PRIORITIES, TITLE_MAX } from '@/lib/contract/message-center-values';
import { AttachmentInput } from './AttachmentInput';
import { AudienceFields } from './AudienceFields';
import { saveNews, saveNotice, useMessageCategories, useNewsCategories } from './message-api';
import type { NoticeModalState } from './NoticeModal';
import { checkForm, EMPTY_FORM, newsPayload, newsToForm, NOTICE_MODAL_WIDTH, noticePayload, noticeToForm, type NoticeFormValues } from './notice-form';
import styles from './messages.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

type NoticeFormState = Exclude<NoticeModalState, { mode: 'view' }>;

function initialValues(state: NoticeFormState): NoticeFormValues {
  if (state.mode === 'create') return EMPTY_FORM;
  return state.variant === 'notice' ? noticeToForm(state.record) : newsToForm(state.record);
}

/** Creating or editing a notice or a news item: loaded when such a dialog first opens. */
export function NoticeForm({ state, onClose, onSaved }: { state: NoticeFormState; onClose: () => void; onSaved?: () => void }) {
  const t = useTranslations('messageCenter');
  const tRoot = useTranslations();
  const { message } = useFeedback();
  const [form] = Form.useForm<NoticeFormValues>();
  const [saving, setSaving] = useState<'DRAFT' | 'PUBLISHED' | null>(null);
  const variant = state.variant;
  const isNotice = variant === 'notice';
  const messageTypes = useMessageCategories('ADMINISTRATION');
  const newsTypes = useNewsCategories(!isNotice);
  const categories = isNotice
    ? (messageTypes.data ?? []).map((c) => ({ value: c.message_category_key, label: c.category_name }))
    : (newsTypes.data ?? []).map((c) => ({ value: c.news_category_key, label: c.category_name }));
  const recordKey = state.mode === 'edit' ? (state.variant === 'notice' ? state.record.message_key : state.record.news_key) : null;
  // A published news item is edited in place (the public pages follow); everything else may be kept as a draft.
  const livePublished = state.mode === 'edit' && state.variant === 'news' && state.record.status === 'PUBLISHED';

  const rule = (field: string): FormRule => ({
    validator: async () => {
      const key = issueFor(checkForm(variant, form.getFieldsValue(true) as NoticeFormValues), field);
      if (key) throw new Error(tRoot(key));
    },
  });

  const submit = async (status: 'DRAFT' | 'PUBLISHED') => {
    let values: NoticeFormValues;
    try {
      await form.validateFields();
      values = form.getFieldsValue(true) as NoticeFormValues;
    } catch {
      return; // each field says what is wrong
    }
    if (isUploading(values.attachment)) {
      void message.warning(t('form.uploading'));
      return;
    }
    setSaving(status);
    try {
      const answer = isNotice ? await saveNotice(noticePayload(values, recordKey, status)) : await saveNews(newsPayload(values, recordKey, status));
      void message.success(answer.msg);
      onSaved?.();
      onClose();
    } catch {
      // The API client has shown the server's reason; the dialog keeps what was typed.
    } finally {
      setSaving(null);
    }
  };

  const title = t(`${variant === 'notice' ? 'noticeDialog' : 'newsDialog'}.${state.mode === 'create' ? 'create' : 'edit'}`);
  return (
    <Modal
      open
      width={NOTICE_MODAL_WIDTH}
      title={title}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>{t('form.cancel')}</Button>,
        livePublished ? null : (
          <Button key="draft" loading={saving === 'DRAFT'} disabled={saving !== null} onClick={() => void submit('DRAFT')} data-testid="notice-save-draft">
            {t('form.saveDraft')}
          </Button>
        ),
        <Button key="publish" type="primary" loading={saving === 'PUBLISHED'} disabled={saving !== null} onClick={() => void submit('PUBLISHED')} data-testid="notice-publish">
          {livePublished ? t('form.saveChanges') : t('form.publish')}
        </Button>,
      ]}
    >
      <Form<NoticeFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues(state)}
        className={styles.noticeForm}
        name={`notice-form-${variant}`}
        requiredMark
      >
        <Form.Item name="title" label={t('form.title')} required rules={[rule('title')]}>
          <Input maxLength={TITLE_MAX} showCount placeholder={t('form.titlePlaceholder')} />
        </Form.Item>
        <div className={styles.formRow}>
          <Form.Item name="category" label={isNotice ? t('form.messageType') : t('form.newsCategory')} required rules={[rule('category')]} className={styles.formCell}>
            <Select
              options={categories}
              loading={isNotice ? messageTypes.isLoading : newsTypes.isLoading}
              placeholder={tRoot('entityUi.placeholder.select', { label: isNotice ? t('form.messageType') : t('form.newsCategory') })}
              notFoundContent={t('form.noCategories')}
            />
          </Form.Item>
          <Form.Item name="priority" label={t('form.priority')} required rules={[rule('priority')]} className={styles.formCell}>
            <Radio.Group optionType="button" options={PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))} />
          </Form.Item>
        </div>
        {isNotice ? <AudienceFields rule={rule} /> : null}
        <Form.Item name="content" label={t('form.content')} required rules={[rule('content')]}>
          <RichTextInput uploadGroup={variant} ariaLabel={t('form.content')} />
        </Form.Item>
        <Form.Item name="attachment" label={t('form.attachment')} rules={[rule('attachment')]} extra={t('form.attachmentHint')}>
          <AttachmentInput uploadGroup={variant} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
