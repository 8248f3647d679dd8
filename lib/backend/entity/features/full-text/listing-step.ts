import { FULL_TEXT_PARAM } from '@/lib/entity/features/full-text/full-text';
import { sensitiveKindOf } from '@/lib/entity/features/sensitive/fields';
import { scalarText } from '../../filters';
import type { ListingDeps, ListingStep } from '../../listing-step';
import { fullTextCondition } from './full-text';

/** A searched entity's list keeps the records whose searched fields hold every word of the keyword. */
export function fullTextListing({ entity, columns }: ListingDeps): ListingStep {
  if (!entity.search) return { feature: 'full-text' };
  // The keyword matches for every reader of the list: a sensitive value would be read back word by word.
  const sensitive = entity.search.fields.filter((name) => sensitiveKindOf(entity.fields[name]));
  if (sensitive.length > 0) throw new Error(`${entity.name}: the sensitive fields ${sensitive.join(', ')} cannot be searched by keyword`);
  return {
    feature: 'full-text',
    params: [FULL_TEXT_PARAM],
    listCondition(_db, _auth, params) {
      const keyword = params[FULL_TEXT_PARAM];
      if (keyword === undefined || keyword === null || keyword === '') return undefined;
      return fullTextCondition(entity, columns, scalarText(FULL_TEXT_PARAM, keyword));
    },
  };
}
