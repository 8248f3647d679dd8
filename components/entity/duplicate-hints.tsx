'use client';

import { Form, Typography, type FormInstance } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { IntentLink } from '@/components/widgets/IntentLink';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { call } from '@/lib/client/call';
import { duplicatesCall } from '@/lib/contract/entity-feature-calls';
import { useListSeparator } from '@/lib/client/list-separator';
import { comparable, type DuplicateAnswer } from '@/lib/entity/features/duplicates/duplicates';
import type { EntityDef } from '@/lib/entity/types';
import { useDebounced } from './fields/use-debounced';
import styles from './entity-ui.module.css';

/** How long the typing must pause before the form asks for likely duplicates. */
const ASK_AFTER_MS = 500;

type Hints = Record<string, DuplicateAnswer[number]>;
const NO_HINTS: Hints = {};

/**
 * The existing records the values being typed would likely duplicate (the fields the entity
 * declares in `duplicates`), asked once the typing pauses. A failed call shows nothing: the hint
 * helps, the save does not depend on it.
 */
export function useDuplicateHints(entity: EntityDef, form: FormInstance<Record<string, unknown>>, recordKey: string | null): Hints {
  const checks = entity.duplicates ?? [];
  const watched = Form.useWatch((values: Record<string, unknown>) => JSON.stringify(checks.map(({ field, match }) => comparable(match, values?.[field]))), form);
  const settled = useDebounced(watched ?? '[]', ASK_AFTER_MS);
  const [hints, setHints] = useState<Hints>(NO_HINTS);
  const nothingToAsk = checks.length === 0 || (JSON.parse(settled) as (string | null)[]).every((v) => v === null);
  // Values emptied: the hints for the earlier ones go (set while rendering, no effect needed).
  if (nothingToAsk && hints !== NO_HINTS) setHints(NO_HINTS);
  useEffect(() => {
    if (nothingToAsk) return;
    let current = true;
    const typed = Object.fromEntries(checks.map(({ field }) => [field, form.getFieldValue(field)]));
    call(duplicatesCall(entity.apiBase), { values: typed, ...(recordKey ? { key: recordKey } : {}) }, { silent: true })
      .then((answer) => current && setHints(Object.fromEntries(answer.map((a) => [a.field, a]))))
      .catch(() => current && setHints(NO_HINTS));
    return () => {
      current = false;
    };
    // The settled text stands for the values; the checks come from the declaration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, entity.apiBase, recordKey]);
  return hints;
}

/** Under a field: the records its value likely duplicates, each linked (in a new tab, the form stays), and how many more are not the caller's to see. */
export function DuplicateHint({ entity, hint }: { entity: EntityDef; hint: DuplicateAnswer[number] }) {
  const t = useTranslations('entityUi.form');
  const tAll = useTranslations();
  const separator = useListSeparator();
  return (
    <Typography.Text type="warning" className={styles.duplicateHint} data-testid="duplicate-hint" data-field={hint.field}>
      {hint.hits.length > 0 ? (
        <>
          {t('duplicateOf', { entity: tAll(entity.label) })}
          {hint.hits.map((hit, i) => (
            <span key={hit.key}>
              {i > 0 ? separator : null}
              {hit.href ? <IntentLink href={hit.href} target="_blank" data-testid="duplicate-link">{hit.title}</IntentLink> : hit.title}
            </span>
          ))}
        </>
      ) : null}
      {hint.hidden > 0 ? <span>{t(hint.hits.length > 0 ? 'duplicateAlsoHidden' : 'duplicateHidden', { count: hint.hidden, entity: tAll(entity.label) })}</span> : null}
    </Typography.Text>
  );
}
