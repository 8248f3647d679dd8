'use client';

import { CloseCircleOutlined, FilterOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { LazyTooltip } from '@/components/widgets/LazyTooltip';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AdvancedQuery } from '@/lib/entity/advanced-query';
import type { EntityDef } from '@/lib/entity/types';
import styles from './advanced-query.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { closeIfShown } from '@/lib/client/close-if-shown';

/** The query builder loads when it is first opened. */
const AdvancedQueryDialog = dynamic(() => import('./AdvancedQueryDialog').then((m) => m.AdvancedQueryDialog), { ssr: false });

interface AdvancedQueryButtonProps {
  entity: EntityDef;
  /** Where saved queries are filed; the page's path when not given. */
  saveCode?: string;
  omit?: readonly string[];
  /** The query the list uses now (null: none). */
  value: AdvancedQuery | null;
  onChange: (query: AdvancedQuery | null) => void;
}

const NOTHING_OMITTED: readonly string[] = [];

/** The toolbar's 高级查询 button: shows how many conditions are in use, clears them, opens the builder. */
export function AdvancedQueryButton({ entity, saveCode, omit = NOTHING_OMITTED, value, onChange }: AdvancedQueryButtonProps) {
  const t = useTranslations('advancedQuery');
  const { message } = useFeedback();
  const pathname = usePathname();
  // A new key per opening starts the dialog from the list's query; it stays mounted until it has faded out.
  const [dialog, setDialog] = useState<{ key: number; open: boolean } | null>(null);
  const count = value?.conditions.length ?? 0;
  const close = () => setDialog((d) => (d ? { ...d, open: false } : d));

  return (
    <span className={styles.trigger}>
      <Badge count={count} size="small" title={count ? t('active', { count }) : undefined}>
        <Button icon={<FilterOutlined />} type={count ? 'primary' : 'default'} ghost={count > 0} onClick={() => setDialog({ key: Date.now(), open: true })} data-testid="aq-open">
          {t('button')}
        </Button>
      </Badge>
      {count ? (
        <LazyTooltip title={t('clear')}>
          <Button
            icon={<CloseCircleOutlined />}
            aria-label={t('clear')}
            onClick={() => {
              onChange(null);
              void message.info(t('cleared'));
            }}
            data-testid="aq-clear"
          />
        </LazyTooltip>
      ) : null}
      {dialog ? (
        <AdvancedQueryDialog
          key={dialog.key}
          entity={entity}
          saveCode={saveCode ?? pathname}
          omit={omit}
          open={dialog.open}
          active={value}
          onRun={(query) => {
            onChange(query);
            close();
          }}
          onReset={() => onChange(null)}
          onClose={close}
          afterClose={closeIfShown(setDialog, dialog)}
        />
      ) : null}
    </span>
  );
}
