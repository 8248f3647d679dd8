import { positionEntity } from '@/lib/entities/position';
import { tableFor } from '../../entity/table';

// One line per declared entity: drizzle-kit reads these exports to write the migrations.
export const sysPosition = tableFor(positionEntity);
