'use client';

import { Alert, Typography } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import { IntentLink } from '@/components/widgets/IntentLink';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ImportDuplicate } from '@/lib/contract/import-duplicates';
import type { EntityDef } from '@/lib/entity/types';
import styles from './excel.module.css';

interface ImportDuplicatesProps {
  entity: EntityDef;
  /** Every warning of the import; `duplicates` holds the first of them. */
  count: number;
  duplicates: readonly ImportDuplicate[];
}

/**
 * Under an import's result: the rows imported although a declared value likely duplicates a stored
 * record or an earlier row, as the form warns about one record. Each stored record the importer may
 * read is linked (in a new tab, so the result stays); the others are only counted.
 */
export function ImportDuplicates({ entity, count, duplicates }: ImportDuplicatesProps) {
  const t = useTranslations('excel.duplicates');
  const tAll = useTranslations();
  if (count === 0) return null;
  const entityLabel = tAll(entity.label);

  const line = (warning: ImportDuplicate): ReactNode => {
    const field = entity.fields[warning.field];
    const values = { row: warning.row, label: field ? tAll(field.label) : warning.field, value: warning.value, entity: entityLabel };
    if (warning.kind === 'row') return t('sameRow', { ...values, other: warning.sameAsRow });
    if (warning.hits.length === 0) return t('hidden', { ...values, hidden: warning.hidden });
    const names = () => warning.hits.map((hit, i) => (
      <span key={hit.key ?? i}>
        {i > 0 ? t('separator') : null}
        {t.rich('name', {
          title: hit.title ?? '',
          record: (chunks) => (hit.href ? <IntentLink href={hit.href} target="_blank" data-testid="import-duplicate-link">{chunks}</IntentLink> : chunks),
        })}
      </span>
    ));
    return t.rich(warning.hidden > 0 ? 'existingMore' : 'existing', { ...values, hidden: warning.hidden, names });
  };

  return (
    <Alert
      type="warning"
      showIcon
      data-testid="import-duplicates"
      title={<span data-testid="import-duplicate-count">{t('count', { count })}</span>}
      description={
        <div className={styles.duplicates}>
          <Typography.Text type="secondary">{t('hint')}</Typography.Text>
          <ul className={styles.duplicateList}>
            {duplicates.map((warning) => (
              <li key={`${warning.row}-${warning.field}`} data-testid="import-duplicate">{line(warning)}</li>
            ))}
          </ul>
          {count > duplicates.length ? <Typography.Text type="secondary">{t('more', { shown: duplicates.length })}</Typography.Text> : null}
        </div>
      }
    />
  );
}
