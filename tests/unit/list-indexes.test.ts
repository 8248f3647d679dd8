import { describe, expect, it } from 'vitest';
import { ENTITIES } from '@/lib/entities';
import { customerEntity } from '@/lib/entities/customer';
import { followEntity } from '@/lib/entities/follow';
import { positionEntity } from '@/lib/entities/position';
import { listIndexesOf, type ListIndex } from '@/lib/entity/list-indexes';
import { defineEntity, SCOPE_COLUMN, SYSTEM_COLUMNS } from '@/lib/entity/types';

const shape = (indexes: ListIndex[]) => Object.fromEntries(indexes.map((i) => [i.name, `${i.kind} ${i.columns.map((c) => `${c.name}${c.order === 'desc' ? ' desc' : ''}`).join(', ')}`]));

describe('list indexes derived from an entity declaration', () => {
  it('indexes a new entity by its sort columns, its filters and its parent without being told', () => {
    const invoice = defineEntity({
      name: 'invoice',
      table: 'fin_invoice',
      key: 'invoice_key',
      apiBase: '/api/fin/invoice',
      scope: 'department',
      rights: { read: 'fin-invoice' },
      titleField: 'title',
      parent: { entity: 'customer', foreignKey: 'customer_key' },
      defaultSort: { field: 'issued_on', order: 'desc' },
      fields: {
        customer_key: { type: 'ref', entity: 'customer', labelField: 'customer_name', required: true, filter: true },
        title: { type: 'text', filter: true },
        number: { type: 'text', unique: true, filter: 'eq' },
        buyer_phone: { type: 'phone', filter: 'like' },
        issued_on: { type: 'date', filter: true, list: { sortable: true } },
        amount: { type: 'money', filter: true, list: { sortable: true } },
        status: { type: 'dict', dictCode: 'invoice_status', filter: true },
        paid: { type: 'bool', filter: true },
        notes: { type: 'textarea', filter: true },
        summary: { type: 'textarea', filter: 'eq' },
        tags: { type: 'multiDict', dictCode: 'invoice_tag', filter: true },
        reviewers: { type: 'user', multiple: true, filter: true },
        long_title: { type: 'text', max: 2000, list: { sortable: true } },
        plain: { type: 'text' },
        secret: { type: 'text', hidden: true, filter: true },
      },
    });
    expect(shape(listIndexesOf(invoice))).toEqual({
      // The default order exactly as the list asks for it, then every other sort column.
      fin_invoice_issued_on_idx: 'btree issued_on desc, invoice_key',
      fin_invoice_create_time_idx: 'btree create_time, invoice_key',
      fin_invoice_update_time_idx: 'btree update_time, invoice_key',
      fin_invoice_amount_idx: 'btree amount, invoice_key',
      // A department's user reads their department's rows in the default order.
      [`fin_invoice_${SCOPE_COLUMN}_idx`]: `btree ${SCOPE_COLUMN}, issued_on desc, invoice_key`,
      fin_invoice_customer_key_idx: 'btree customer_key',
      // 'contains' and other patterns: trigram; equality: btree.
      fin_invoice_title_trgm_idx: 'trigram title',
      fin_invoice_buyer_phone_trgm_idx: 'trigram buyer_phone',
      fin_invoice_status_idx: 'btree status',
      fin_invoice_paid_idx: 'btree paid',
      fin_invoice_notes_trgm_idx: 'trigram notes',
      // number has its unique index; long and multi-valued text never gets a btree (its entries may not fit).
    });
  });

  it('keeps the created-time default for an entity that declares no order, ahead of the key', () => {
    const indexes = shape(listIndexesOf(positionEntity));
    expect(indexes).toEqual({
      sys_position_create_time_idx: 'btree create_time desc, position_key',
      sys_position_update_time_idx: 'btree update_time, position_key',
      sys_position_rank_idx: 'btree rank, position_key',
      sys_position_code_trgm_idx: 'trigram code',
      sys_position_name_trgm_idx: 'trigram name',
    });
  });

  it('gives the customers their department order, their filters and their name search', () => {
    const indexes = shape(listIndexesOf(customerEntity));
    expect(indexes.crm_customer_belong_depart_idx).toBe('btree belong_depart, create_time desc, customer_key');
    expect(indexes.crm_customer_customer_name_trgm_idx).toBe('trigram customer_name');
    expect(indexes.crm_customer_status_idx).toBe('btree status');
    expect(indexes.crm_customer_in_sea_idx).toBe('btree in_sea');
    expect(indexes.crm_customer_region_trgm_idx).toBe('trigram region');
    expect(indexes.crm_customer_remark_idx).toBeUndefined();
    expect(shape(listIndexesOf(followEntity)).crm_follow_follow_time_idx).toBe('btree follow_time desc, follow_key');
    // Follow-ups are read by their subject, whichever kind it is.
    expect(shape(listIndexesOf(followEntity)).crm_follow_subject_key_idx).toBe('btree subject_key, subject_kind');
  });

  for (const entity of ENTITIES) {
    it(`${entity.name}: names fit PostgreSQL and name only the table's columns`, () => {
      const columns = new Set([entity.key, ...SYSTEM_COLUMNS, ...(entity.scope === 'department' ? [SCOPE_COLUMN] : []), ...Object.entries(entity.fields).filter(([, f]) => f.stored !== false).map(([n]) => n)]);
      const indexes = listIndexesOf(entity);
      expect(new Set(indexes.map((i) => i.name)).size).toBe(indexes.length);
      for (const index of indexes) {
        expect(Buffer.byteLength(index.name), index.name).toBeLessThanOrEqual(63);
        for (const column of index.columns) expect(columns.has(column.name), `${index.name}: ${column.name}`).toBe(true);
      }
    });
  }
});
