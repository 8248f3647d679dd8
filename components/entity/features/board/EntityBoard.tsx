'use client';

import { Empty, Spin } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { isApiError } from '@/lib/client/api-error';
import { boardMove, boardSetup, boardTargets } from '@/lib/entity/features/board/board';
import { messageWith } from '@/lib/entity/messages';
import type { EntityDef } from '@/lib/entity/types';
import { businessToday } from '@/lib/client/business-time';
import { isOverdue } from '@/lib/entity/features/overdue/overdue';
import { actionRight, fitsValues } from '../../declared-actions/applicable';
import { runAction } from '../../entity-api';
import { useEntityRights, useHolds } from '../../entity-rights';
import { textOfDictValue, useDictItems } from '../../fields/dict-items';
import { useMessageText } from '../../message-text';
import { BoardColumn } from './BoardColumn';
import { refreshBoard } from './list-view';
import { saveField } from './save-field';
import { BoardCard } from './BoardCard';
import styles from './board.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

interface EntityBoardProps {
  entity: EntityDef;
  /** The choice field whose values are the columns. */
  field: string;
  /** The list's query without its paging: the board shows the same records, by column. */
  query: Record<string, unknown>;
  /** The list's address, when records have pages of their own under it. */
  recordPath?: string;
  onOpen: (key: string) => void;
  /** After a card moved: the list's other views and counts refresh. */
  onMoved: () => void;
}

interface Dragged {
  key: string;
  from: string;
}

/**
 * The board view any entity declaring `board` gets beside its table: a column per item of the
 * board's dictionary field. Dragging a card to another column, or choosing the column from the
 * card's move menu, runs the declared action that sets the field, so the server checks the right,
 * the record's state and the declared transitions; a column the transitions rule out refuses the
 * card here already, naming both values.
 */
export function EntityBoard({ entity, field: boardField, query, recordPath, onOpen, onMoved }: EntityBoardProps) {
  const t = useTranslations('entityUi.board');
  const tAll = useTranslations();
  const text = useMessageText();
  // What is overdue is judged against the business's day.
  const today = businessToday();
  const { message } = useFeedback();
  const holds = useHolds();
  const rights = useEntityRights(entity);
  const board = boardSetup(entity, boardField);
  const field = entity.fields[board.field]!;
  const { data: items, isLoading } = useDictItems(field.type === 'dict' ? field.dictCode : undefined);
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const move = boardMove(entity, board);
  // A board of a field no action moves saves a move as an edit of the record.
  const mayMove = move ? holds(actionRight(entity, move.action)) : !board.action && rights.update;
  const columns = (items ?? []).map((item) => item.value);

  const moveCard = async (key: string, from: string, to: string) => {
    if (!mayMove || from === to) return;
    if (!boardTargets(entity, from, columns, board.field).includes(to)) {
      const names = { label: field.label, from: textOfDictValue(items, from), to: textOfDictValue(items, to) };
      void message.warning(text(messageWith('validation.transition', names)), 5);
      return;
    }
    const hide = message.loading(t('moving'), 0);
    try {
      if (move) {
        const answer = await runAction(entity, move.name, [key], { [move.input]: to });
        void message.success(answer.msg || tAll(move.action.done));
      } else {
        const answer = await saveField(entity, key, board.field, to);
        void message.success(answer.msg || t('moved'));
      }
    } catch (failure) {
      if (!isApiError(failure) || (failure.kind !== 'unauthorized' && failure.kind !== 'aborted')) {
        void message.error(failure instanceof Error ? failure.message : String(failure), 5);
      }
    } finally {
      hide();
      await refreshBoard(entity.name);
      onMoved();
    }
  };

  if (isLoading) return <Spin className={styles.board} />;
  if (!items || items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noColumns')} />;

  return (
    <div className={styles.board} data-testid="entity-board">
      {items.map((item) => (
        <BoardColumn
          key={item.value}
          entity={entity}
          board={board}
          item={item}
          query={query}
          accepts={dragged ? dragged.from === item.value || boardTargets(entity, dragged.from, columns, board.field).includes(item.value) : null}
          onDropCard={() => {
            if (dragged) void moveCard(dragged.key, dragged.from, item.value);
            setDragged(null);
          }}
          renderCard={(record, key) => {
            const movable = mayMove && (!move || fitsValues(move.action, record));
            const allowed = boardTargets(entity, item.value, columns, board.field);
            return (
              <BoardCard
                entity={entity}
                cardFields={board.cardFields}
                record={record}
                recordKey={key}
                href={recordPath ? `${recordPath}/${encodeURIComponent(key)}` : undefined}
                onOpen={() => onOpen(key)}
                moves={movable ? items.filter((other) => other.value !== item.value).map((other) => ({ item: other, allowed: allowed.includes(other.value) })) : null}
                dragged={dragged?.key === key}
                onMove={(to) => void moveCard(key, item.value, to)}
                onDragStart={() => setDragged({ key, from: item.value })}
                onDragEnd={() => setDragged(null)}
                overdue={isOverdue(entity, record, today)}
              />
            );
          }}
        />
      ))}
    </div>
  );
}
