import type { HasDefault, IsPrimaryKey, NotNull } from 'drizzle-orm';
import { boolean, integer, numeric, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { AMOUNT_DIGITS, FIGURE_DIGITS } from '@/lib/entity/column-capacity';
import type { EntityDef, FieldDef } from '@/lib/entity/types';

/** One builder per storage kind; their return types give declared tables their column types. */
export const columnBuilders = {
  varchar: (name: string, length: number) => varchar(name, { length }),
  text: (name: string) => text(name),
  integer: (name: string) => integer(name),
  decimal: (name: string) => numeric(name, { ...FIGURE_DIGITS, mode: 'number' }),
  money: (name: string) => numeric(name, { ...AMOUNT_DIGITS, mode: 'number' }),
  timestamp: (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }),
  boolean: (name: string) => boolean(name),
  smallint: (name: string) => smallint(name),
};

type B = typeof columnBuilders;

/** The column type a field declaration is stored as (mirrors columnFor in table.ts). */
export type BuilderOf<F extends FieldDef> =
  F['type'] extends 'number' ? (F extends { integer: true } ? ReturnType<B['integer']> : ReturnType<B['decimal']>)
  : F['type'] extends 'money' ? ReturnType<B['money']>
  : F['type'] extends 'datetime' ? ReturnType<B['timestamp']>
  : F['type'] extends 'bool' ? ReturnType<B['boolean']>
  : F['type'] extends 'textarea' | 'richText' | 'multiDict' | 'file' | 'image' ? ReturnType<B['text']>
  : F extends { type: 'user' | 'department' | 'ref'; multiple: true } ? ReturnType<B['text']>
  : ReturnType<B['varchar']>;

/** Required fields and fields with a default are NOT NULL. */
type ColumnOf<F extends FieldDef> =
  F extends { defaultValue: string | number | boolean } ? NotNull<HasDefault<BuilderOf<F>>>
  : F extends { required: true } ? NotNull<BuilderOf<F>>
  : BuilderOf<F>;

type Bookkeeping = {
  create_by: ReturnType<B['varchar']>;
  create_time: NotNull<HasDefault<ReturnType<B['timestamp']>>>;
  update_by: ReturnType<B['varchar']>;
  update_time: NotNull<HasDefault<ReturnType<B['timestamp']>>>;
  version: NotNull<HasDefault<ReturnType<B['integer']>>>;
  del_flag: NotNull<HasDefault<ReturnType<B['smallint']>>>;
};

/** Every column of an entity's table, typed from its declaration. */
export type EntityColumns<E extends EntityDef> =
  { [K in keyof E['fields'] & string as E['fields'][K] extends { stored: false } ? never : K]: ColumnOf<E['fields'][K]> }
  & { [K in E['key']]: NotNull<IsPrimaryKey<ReturnType<B['varchar']>>> }
  & (E['scope'] extends 'department' ? { belong_depart: ReturnType<B['varchar']> } : unknown)
  & Bookkeeping;
