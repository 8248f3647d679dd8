import { dictionaryEntity } from '@/lib/entities/dictionary';
import { dictionaryItemEntity } from '@/lib/entities/dictionary-item';
import { positionEntity } from '@/lib/entities/position';
import { tableFor } from '../../entity/table';

// One line per declared entity: drizzle-kit reads these exports to write the migrations.
export const sysPosition = tableFor(positionEntity);
export const sysDict = tableFor(dictionaryEntity);
export const sysDictItem = tableFor(dictionaryItemEntity);
