'use client';

import { useTranslations } from 'next-intl';
import type { EntityDef } from '@/lib/entity/types';

/** What a reveal in the record's history names: the fields shown in full, never their values. */
export function RevealedFields({ entity, changes }: { entity: EntityDef; changes: readonly { field: string }[] }) {
  const tAll = useTranslations();
  const labels = changes.map((c) => {
    const field = entity.fields[c.field];
    return field ? tAll(field.label) : c.field;
  });
  return <span data-testid="revealed-fields">{labels.join(tAll('app.listSeparator'))}</span>;
}
