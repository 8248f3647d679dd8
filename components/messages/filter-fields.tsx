'use client';

import { LazySelect } from '@/components/widgets/select/LazySelect';
// The plain input's own module: antd's Input export brings the text area, password, search and OTP too.
import Input from 'antd/es/input/Input';
import { useTranslations } from 'next-intl';
import { PUBLISH_STATUSES, type MessageType } from '@/lib/contract/message-center-values';
import { FilterField } from '@/components/widgets/filter-form/FilterField';
import { useMessageCategories } from './message-api';

/** The words field of every message list (the business list names it after the content). */
export function KeywordField({ label }: { label?: string }) {
  const t = useTranslations('messageCenter.filter');
  return (
    <FilterField name="keyword" label={label ?? t('keyword')}>
      <Input allowClear placeholder={t('keywordPlaceholder')} />
    </FilterField>
  );
}

/** Draft, published or retracted: the management lists' state filter. */
export function PublishStatusField() {
  const t = useTranslations('messageCenter');
  return (
    <FilterField name="status" label={t('columns.publishStatus')}>
      <LazySelect allowClear placeholder={t('filter.allStatuses')} options={PUBLISH_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
    </FilterField>
  );
}

/** The received lists' type filter: the categories of their kind of message. */
export function MessageCategoryField({ kind }: { kind: MessageType }) {
  const t = useTranslations('messageCenter');
  const categories = useMessageCategories(kind);
  return (
    <FilterField name="message_category_key" label={t('columns.messageType')}>
      <LazySelect
        allowClear
        placeholder={t('filter.allTypes')}
        loading={categories.isLoading}
        options={(categories.data ?? []).map((c) => ({ value: c.message_category_key, label: c.category_name }))}
      />
    </FilterField>
  );
}
