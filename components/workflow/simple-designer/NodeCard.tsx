'use client';

import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { useFlowEditing, type Selection } from './flow-editing';
import styles from './simple-designer.module.css';

interface NodeCardProps {
  /** The node or branch id (problems are looked up by it; also the card's test id). */
  id: string;
  selection: Selection;
  title: string;
  headClass: string | undefined;
  body: ReactNode;
  /** Extra controls in the head (priority arrows). */
  extra?: ReactNode;
  /** Asked before removing; no remove button when absent. */
  remove?: { confirm: string; run: () => void };
}

/**
 * One card of the tree: a coloured head with the name, a line saying what it does; a click edits
 * it. The name is the card's one control that opens the editor (a button, described by the line
 * below it), beside the head's own buttons rather than around them.
 */
export function NodeCard({ id, selection, title, headClass, body, extra, remove }: NodeCardProps) {
  const t = useTranslations('simpleDesigner');
  const { problems, select } = useFlowEditing();
  const { modal } = useFeedback();
  const problem = problems.get(id);
  const open = () => select(selection);
  const bodyId = `simple-card-body-${id}`;
  return (
    <div className={`${styles.card} ${problem ? styles.cardProblem : ''}`} onClick={open} data-testid={`simple-card-${id}`} data-problem={problem ?? undefined}>
      <div className={`${styles.cardHead} ${headClass}`}>
        <button
          type="button"
          className={styles.cardOpen}
          title={`${t('card.edit')} ${title}`}
          aria-describedby={bodyId}
          onClick={(event) => {
            event.stopPropagation();
            open();
          }}
          data-testid={`simple-card-open-${id}`}
        >
          {title}
        </button>
        <span onClick={(e) => e.stopPropagation()}>
          {extra}
          {remove ? (
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined style={{ color: '#fff' }} />}
              aria-label={t('card.remove')}
              data-testid={`simple-remove-${id}`}
              onClick={() => modal.confirm({ title: t('card.removeTitle'), content: remove.confirm, onOk: remove.run })}
            />
          ) : null}
        </span>
      </div>
      <div className={styles.cardBody} id={bodyId} data-testid={bodyId}>{body}</div>
      {problem ? <div className={styles.problem}>{t(`problem.${problem}`)}</div> : null}
    </div>
  );
}
