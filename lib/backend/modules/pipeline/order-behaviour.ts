import { businessStamp } from '@/lib/entity/business-time';
import { entityBehaviour } from '../../entity/behaviour';
import { orderEntity } from '@/lib/entities/order';

/**
 * Orders: a new order is numbered when first saved, DD + the business date and time + four
 * characters of its key (the unique index settles the unlikely clash); the number never changes.
 */
export const orderBehaviour = entityBehaviour(orderEntity, {
  async prepare({ row, before }) {
    if (before) return;
    row.order_no = `DD${businessStamp(new Date())}${String(row.order_key).slice(0, 4).toUpperCase()}`;
  },
});
