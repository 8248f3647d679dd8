import { entityByName } from '@/lib/entities';
import type { Locale } from '@/lib/i18n/locales';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { behaviourOf, listingOf, writerOf } from '../../entity/registry';
import { importFields } from './columns';
import { importSchemas, type ImportPlan } from './import-rows';
import type { ImportRecord } from './import-store';
import { importLookups } from './key-lookups';
import { shapeOf } from '../../entity/custom-fields/shapes';

/** What importing a kept upload needs, for the job that writes it and for the preview that does not. */
export async function importPlan(db: Db, auth: AuthContext, locale: Locale, record: ImportRecord): Promise<ImportPlan> {
  const entity = shapeOf(entityByName(record.entity)!);
  const present = new Set([
    ...record.targets.flatMap((t) => (t?.kind === 'field' ? [t.name] : [])),
    ...Object.keys(record.fixed),
  ]);
  return {
    importKey: record.import_key,
    entity,
    writer: writerOf(entity),
    listing: listingOf(entity),
    auth,
    locale,
    targets: record.targets,
    matchField: record.match_field,
    present,
    fixed: record.fixed,
    lookups: await importLookups(db, auth, importFields(entity)),
    schemas: importSchemas(entity, behaviourOf(entity).extraInput),
  };
}
