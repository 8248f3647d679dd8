import { dictionaryEntity } from '@/lib/entities/dictionary';
import { declareCall, type In, type Out } from './call';
import { CUSTOM_FIELD_PATHS as paths } from './custom-field-paths';
import type {
  customFieldDefinitionSchema, customFieldEntityQuerySchema, customFieldInputSchema, customFieldListSchema, customFieldOrderInputSchema, customFieldStateInputSchema,
} from './custom-fields';
import type { RecordPage } from './entity-answers';
import type { noDataSchema } from './no-data';

/** 字段管理 (./call.ts): a kind's fields, and adding, changing, retiring and ordering its added ones; answered by lib/backend/modules/custom-fields. */
export const customFieldCalls = {
  list: declareCall<In<typeof customFieldEntityQuerySchema>, Out<typeof customFieldListSchema>>('GET', paths.list),
  save: declareCall<In<typeof customFieldInputSchema>, Out<typeof customFieldDefinitionSchema>>('POST', paths.save),
  state: declareCall<In<typeof customFieldStateInputSchema>, Out<typeof noDataSchema>>('POST', paths.state),
  order: declareCall<In<typeof customFieldOrderInputSchema>, Out<typeof noDataSchema>>('POST', paths.order),
  /** The dictionaries a dictionary field may take its items from: the dictionaries' own list (their kind's query), records with dict_code and dict_name. */
  dictionaries: declareCall<{ pageSize: number; column: string; order: 'asc' | 'desc' }, RecordPage>('POST', `${dictionaryEntity.apiBase}/query`),
};
