'use client';

import { SwapOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { LazyDropdown } from '@/components/widgets/LazyDropdown';
import { IntentLink } from '@/components/widgets/IntentLink';
import { useTranslations } from 'next-intl';
import type { EntityDef } from '@/lib/entity/types';
import type { DictItem } from '../../fields/dict-items';
import { type EntityRecord, kindOf } from '../../fields';
import { textOf } from '../../fields/shared';
import styles from './board.module.css';

interface BoardCardProps {
  entity: EntityDef;
  /** Which fields the card shows under its title. */
  cardFields: readonly string[];
  record: EntityRecord;
  recordKey: string;
  /** The record's page, when records of this entity have one. */
  href?: string;
  onOpen: () => void;
  /** The other columns, each with whether this card may move there; null: the card cannot be moved. */
  moves: { item: DictItem; allowed: boolean }[] | null;
  dragged: boolean;
  onMove: (to: string) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  /** Past its date as the entity declares (`overdue`): highlighted. */
  overdue?: boolean;
}

/**
 * One record on the board: its title (leading to the record), the declared card fields, and a move
 * menu that does what dragging does, for the keyboard and for people who cannot drag.
 */
export function BoardCard({ entity, cardFields, record, recordKey, href, onOpen, moves, dragged, onMove, onDragStart, onDragEnd, overdue = false }: BoardCardProps) {
  const t = useTranslations('entityUi.board');
  const tAll = useTranslations();
  const title = textOf(record[entity.titleField]) || recordKey;
  const fields = cardFields.flatMap((name) => (entity.fields[name] ? [[name, entity.fields[name]] as const] : []));
  return (
    <article
      className={[styles.card, dragged ? styles.dragged : '', overdue ? styles.overdue : ''].filter(Boolean).join(' ')}
      data-overdue={overdue ? 'yes' : undefined}
      draggable={moves !== null}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', recordKey);
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      data-testid="board-card"
      data-key={recordKey}
    >
      <div className={styles.cardHead}>
        {href ? (
          <IntentLink href={href} className={styles.cardTitle} draggable={false}>{title}</IntentLink>
        ) : (
          <Button type="link" size="small" className={styles.cardTitle} onClick={onOpen}>{title}</Button>
        )}
        {moves ? (
          <LazyDropdown
            trigger={['click']}
            menu={{
              items: moves.map(({ item, allowed }) => ({ key: item.value, label: item.text, disabled: !allowed, 'data-testid': `board-move-${item.value}` })),
              onClick: ({ key }) => onMove(key),
            }}
          >
            <Button type="text" size="small" icon={<SwapOutlined />} aria-label={t('moveTo', { title })} title={t('move')} data-testid="board-card-move" />
          </LazyDropdown>
        ) : null}
      </div>
      {overdue ? <Tag color="error" className={styles.overdueTag}>{t('overdue')}</Tag> : null}
      {fields.length > 0 ? (
        <dl className={styles.cardFields}>
          {fields.map(([name, field]) => (
            <div key={name} className={styles.cardField}>
              <dt>{tAll(field.label)}</dt>
              <dd>{kindOf(field).cell(record[name], record, field)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </article>
  );
}
