'use client';

import { Button, Empty, Skeleton } from 'antd';
import { IntentLink } from '@/components/widgets/IntentLink';
import { useFormatter, useTranslations } from 'next-intl';
import type { TodoItem } from '@/lib/contract/todo';
import type { TodoItemKey } from '@/lib/contract/todo-paths';
import type { TodoState } from '@/lib/client/todo-counts';
import { safeRedirectPath } from '@/lib/navigation/safe-redirect';
import styles from './todo.module.css';

/** Items that are already late: their count reads red. */
const LATE: ReadonlySet<TodoItemKey> = new Set(['followsOverdue', 'receivablesOverdue', 'approvalsOverdue']);

function ItemRow({ item, onNavigate }: { item: TodoItem; onNavigate?: () => void }) {
  const t = useTranslations('todo');
  const format = useFormatter();
  const label = t(`items.${item.key}`, { days: item.days ?? 0 });
  const body = (
    <>
      <span className={styles.label}>{label}</span>
      <span className={styles.count} data-testid="todo-count">{format.number(item.count)}</span>
    </>
  );
  const className = `${styles.item} ${item.count === 0 ? styles.zero : ''} ${LATE.has(item.key) ? styles.urgent : ''}`;
  // Nothing to do, or no page shows it: a plain row.
  if (item.count === 0 || !item.link) {
    return <li><span className={className} data-testid={`todo-item-${item.key}`} data-count={item.count}>{body}</span></li>;
  }
  return (
    <li>
      <IntentLink href={safeRedirectPath(item.link, '/')} className={className} onClick={onNavigate} data-testid={`todo-item-${item.key}`} data-count={item.count}>
        {body}
      </IntentLink>
    </li>
  );
}

/**
 * The reminders with their counts, each opening the list of its records; an item with nothing to
 * do is greyed, and when nothing at all waits an empty state says so. Shared by the home page's
 * card and the bell's 待办 tab.
 */
export function TodoList({ state, onRetry, onNavigate }: { state: TodoState; onRetry: () => void; onNavigate?: () => void }) {
  const t = useTranslations('todo');
  if (state.kind === 'loading') return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (state.kind === 'failed') {
    return (
      <Empty className={styles.empty} image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span data-testid="todo-failed">{t('failed')}</span>}>
        <Button size="small" onClick={onRetry}>{t('retry')}</Button>
      </Empty>
    );
  }
  const { items, total } = state.counts;
  if (total === 0) return <Empty className={styles.empty} image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span data-testid="todo-empty">{t('empty')}</span>} />;
  return (
    <ul className={styles.items} data-testid="todo-items">
      {items.map((item) => <ItemRow key={item.key} item={item} onNavigate={onNavigate} />)}
    </ul>
  );
}
