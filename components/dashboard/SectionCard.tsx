'use client';

import { RightOutlined } from '@ant-design/icons';
import { Button, Empty, Skeleton } from 'antd';
import { IntentLink } from '@/components/widgets/IntentLink';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { toBusinessDayjs } from '@/lib/client/business-time';
import type { DashboardSection, DashboardSectionKey } from '@/lib/contract/dashboard';
import { safeRedirectPath } from '@/lib/navigation/safe-redirect';
import { Panel } from '@/components/widgets/Panel';
import { keyFigure, RequestSummary } from '@/components/workbench/port';
import styles from './dashboard.module.css';

/** One card's state: the overview's section, or why there is none. */
export type CardState =
  | { kind: 'loading' }
  | { kind: 'comingSoon' }
  | { kind: 'failed' }
  | { kind: 'ready'; section: DashboardSection };

interface SectionCardProps {
  sectionKey: DashboardSectionKey;
  icon: ReactNode;
  /** The module the card stands for. */
  href: string;
  state: CardState;
  onRetry: () => void;
}

/** The empty states every dashboard card shares: coming soon, nothing here, could not load. */
export function CardEmpty({ kind, text, onRetry }: { kind: 'comingSoon' | 'empty' | 'failed'; text: string; onRetry?: () => void }) {
  const tUi = useTranslations('ui');
  return (
    <Empty
      className={styles.cardEmpty}
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={<span data-testid="card-empty" data-kind={kind}>{text}</span>}
    >
      {kind === 'failed' && onRetry ? <Button size="small" onClick={onRetry}>{tUi('retry')}</Button> : null}
    </Empty>
  );
}

function SectionBody({ sectionKey, href, state, onRetry }: Omit<SectionCardProps, 'icon'>) {
  const t = useTranslations('dashboard');
  const format = useFormatter();
  if (state.kind === 'loading') return <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  if (state.kind === 'comingSoon') return <CardEmpty kind="comingSoon" text={t('moduleEmpty')} />;
  if (state.kind === 'failed') return <CardEmpty kind="failed" text={t('loadFailed')} onRetry={onRetry} />;

  const { total, items } = state.section;
  return (
    <div className={styles.sectionBody}>
      <div className={styles.total}>
        <span className={styles.totalNumber} data-testid="card-total">{format.number(total)}</span>
        <span className={styles.totalText}>{t(`units.${sectionKey}`)}</span>
      </div>
      {total === 0 || items.length === 0 ? (
        <CardEmpty kind="empty" text={t(`empty.${sectionKey}`)} />
      ) : (
        <ul className={styles.items} data-entered>
          {items.map((item) => {
            const time = toBusinessDayjs(item.time);
            return (
              <li key={item.key} className={styles.item}>
                <div className={styles.itemMain}>
                  <IntentLink href={safeRedirectPath(item.link, href)} className={styles.itemTitle} title={item.title}>
                    {item.title}
                  </IntentLink>
                  <RequestSummary summary={keyFigure(item.summary ?? [])} lead={item.applicant} oneLine />
                </div>
                {time ? (
                  <time dateTime={item.time} className={styles.itemTime}>{time.format(t('itemTimeFormat'))}</time>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** A module's card: its count and newest entries, with a way into the module. */
export function SectionCard({ sectionKey, icon, href, state, onRetry }: SectionCardProps) {
  const t = useTranslations('dashboard');
  return (
    <Panel
      className={styles.moduleCard}
      data-testid={`dashboard-card-${sectionKey}`}
      data-state={state.kind}
      title={
        <h2 className={styles.cardTitle}>
          {icon}
          <span>{t(`cards.${sectionKey}`)}</span>
        </h2>
      }
      extra={
        <IntentLink href={href} className={styles.viewAll}>
          {t('viewAll')}
          <RightOutlined />
        </IntentLink>
      }
    >
      <SectionBody sectionKey={sectionKey} href={href} state={state} onRetry={onRetry} />
    </Panel>
  );
}
