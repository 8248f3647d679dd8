'use client';

import { EyeOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { call } from '@/lib/client/call';
import { revealCall } from '@/lib/contract/entity-feature-calls';
import { maskedFieldsOf, SENSITIVE_RIGHT } from '@/lib/entity/features/sensitive/fields';
import type { EntityDef } from '@/lib/entity/types';
import { useHolds } from '../../entity-rights';
import type { EntityRecord } from '../../fields';
import styles from './sensitive.module.css';

interface RevealableValueProps {
  entity: EntityDef;
  /** The field's name in the declaration. */
  name: string;
  record: EntityRecord;
  /** How the field shows a whole value (a tel: or mailto: link). */
  show: (value: unknown) => ReactNode;
}

/**
 * A field's value as the server answered it: whole values as the field shows them; a masked one as
 * plain text (never a link) with 查看 beside it for a holder of 查看敏感信息, which asks the server
 * for the whole value (an audited call) and shows it in its place.
 */
export function RevealableValue({ entity, name, record, show }: RevealableValueProps) {
  const t = useTranslations('entityUi.sensitive');
  const holds = useHolds();
  const [revealed, setRevealed] = useState<{ value: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!maskedFieldsOf(record).includes(name)) return <>{show(record[name])}</>;
  if (revealed) return <span data-testid={`revealed-${name}`}>{show(revealed.value)}</span>;

  const reveal = async (event: MouseEvent) => {
    // Inside a list row: the row's own click (opening the record) is not meant.
    event.stopPropagation();
    setBusy(true);
    try {
      const answer = await call(revealCall(entity.apiBase)(String(record[entity.key])), { field: name });
      setRevealed({ value: answer.value });
    } catch {
      // The request has said why (a toast); the value stays masked.
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className={styles.masked} data-testid={`masked-${name}`}>
      <span className={styles.maskedText}>{String(record[name])}</span>
      {holds(SENSITIVE_RIGHT) ? (
        <button type="button" className={styles.reveal} onClick={reveal} disabled={busy} title={t('revealTitle')} data-testid={`reveal-${name}`}>
          <EyeOutlined aria-hidden />
          {t('reveal')}
        </button>
      ) : null}
    </span>
  );
}
