import { defineEntity } from '@/lib/entity/types';

/** The rights needed to manage categories of messages and news (the message centre's category menu). */
export const MESSAGE_CATEGORY_RIGHT = 'message-category';

/**
 * Message categories: business ones fill the business list's type filter,
 * administrative ones are the notice's message type (通知公告, 系统消息).
 */
export const messageCategoryEntity = defineEntity({
  name: 'messageCategory',
  table: 'biz_message_category',
  key: 'message_category_key',
  label: 'entity.messageCategory.title',
  apiBase: '/api/fintech/biz/message/category',
  scope: 'none',
  rights: { read: MESSAGE_CATEGORY_RIGHT },
  titleField: 'category_name',
  fields: {
    category_name: { type: 'text', label: 'entity.messageCategory.fields.category_name', required: true, unique: true, uniqueWithin: 'category_type', max: 64, filter: 'like' },
    category_type: { type: 'dict', dictCode: 'message_category_type', label: 'entity.messageCategory.fields.category_type', required: true, filter: true, display: 'radioButton' },
  },
});
