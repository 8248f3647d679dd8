import { defineEntity } from '@/lib/entity/types';

/**
 * 评价: one person's rating of the resource, 1 to 5 stars with a comment. Who rated and when are
 * the server's; the resource keeps the average of its live ratings to one decimal.
 */
export const resourceRatingEntity = defineEntity({
  name: 'resourceRating',
  table: 'crm_resource_rating',
  key: 'rating_key',
  apiBase: '/api/crm/resource/rating',
  scope: 'department',
  rights: { read: 'resource' },
  titleField: 'comment',
  parent: { entity: 'resource', foreignKey: 'resource_key', onDelete: 'cascade', averages: { score: { into: 'avg_rating', scale: 1 } } },
  fields: {
    resource_key: { type: 'ref', entity: 'resource', labelField: 'resource_name', required: true, filter: true, list: { width: 180 } },
    score: { type: 'number', integer: true, required: true, min: 1, max: 5, display: 'stars', help: 'entity.resourceRating.help.score', filter: true, list: { width: 140, sortable: true } },
    comment: { type: 'textarea', required: true, max: 500, list: { width: 280 }, form: { span: 2 } },
    rater: { type: 'user', onCreate: 'caller', form: false, filter: true, list: { width: 100 } },
    // The list's 创建时间 shows the same moment; this field names it in the detail and the export.
    rated_time: { type: 'datetime', onCreate: 'now', form: false, list: { width: 160, sortable: true, hiddenByDefault: true } },
  },
});
