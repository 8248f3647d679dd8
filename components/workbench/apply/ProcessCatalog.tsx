'use client';

import { Card, Empty, Input, Skeleton, Typography } from 'antd';
import '@/components/providers/theme/antd-card.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { StartableProcess } from '@/lib/contract/workflow-answers';
import { useStartableProcesses } from '../workbench-api';
import styles from '../workbench.module.css';
import frame from '@/components/shell/page-frame.module.css';
import { ModelIcon } from '@/components/widgets/ModelIcon';
import { groupByCategory, matchesWords, type ProcessGroup } from './process-groups';
import { MyDrafts } from './MyDrafts';

function ProcessCard({ process, onPick }: { process: StartableProcess; onPick: (process: StartableProcess) => void }) {
  const t = useTranslations('workbench.apply');
  return (
    <Card
      hoverable
      size="small"
      className={styles.processCard}
      onClick={() => onPick(process)}
      role="button"
      tabIndex={0}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') onPick(process);
      }}
      data-testid="process-card"
      data-process={process.process_key}
    >
      <Typography.Title level={3} className={styles.processName} data-entered>
        <ModelIcon name={process.icon} className={styles.processIcon} />
        {process.name}
      </Typography.Title>
      <Typography.Paragraph className={styles.processDescription} ellipsis={{ rows: 2 }} data-entered>
        {process.description || t('noDescription')}
      </Typography.Paragraph>
      <span className={styles.secondary}>{t('version', { version: process.version })}</span>
    </Card>
  );
}

/**
 * The processes the caller may start, a heading per category (uncategorised last), searched by
 * name and description as one types; Enter opens the process when only one is left. Her drafts
 * follow.
 */
export function ProcessCatalog({ onPick, onContinue }: { onPick: (process: StartableProcess) => void; onContinue: (processKey: string, draftKey: string) => void }) {
  const t = useTranslations('workbench.apply');
  const tCategory = useTranslations('workflow.category');
  const { data, isLoading } = useStartableProcesses();
  const [words, setWords] = useState('');
  const shown = (data ?? []).filter((p) => matchesWords(p, words));
  const groups = groupByCategory(shown);
  const heading = ({ category, name }: ProcessGroup) => (category === null ? t('uncategorised') : tCategory.has(category) ? tCategory(category) : (name ?? category));

  let cards;
  if (isLoading && !data) cards = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (!data?.length) cards = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('none')} />;
  else if (shown.length === 0) cards = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noMatch', { words: words.trim() })} data-testid="process-no-match" />;
  else
    cards = (
      <div data-testid="process-cards" className={styles.processGroups}>
        {groups.map((group) => (
          <section key={group.category ?? ''} data-testid="process-group" data-category={group.category ?? ''} aria-label={heading(group)}>
            <Typography.Title level={2} className={styles.processGroupTitle} data-entered={group.name !== null && !tCategory.has(group.category ?? '') ? '' : undefined}>{heading(group)}</Typography.Title>
            <div className={styles.processGrid}>
              {group.processes.map((process) => <ProcessCard key={process.model_key} process={process} onPick={onPick} />)}
            </div>
          </section>
        ))}
      </div>
    );

  return (
    <>
      <div className={frame.toolbar}>
        <Typography.Title level={1} className={frame.listTitle}>{t('choose')}</Typography.Title>
        <Input.Search
          allowClear
          placeholder={t('search')}
          value={words}
          onChange={(e) => setWords(e.target.value)}
          onSearch={(value) => {
            setWords(value);
            const only = (data ?? []).filter((p) => matchesWords(p, value));
            if (value.trim() && only.length === 1) onPick(only[0]!);
          }}
          className={styles.processSearch}
          data-testid="process-search"
        />
      </div>
      {cards}
      <MyDrafts onContinue={onContinue} />
    </>
  );
}
