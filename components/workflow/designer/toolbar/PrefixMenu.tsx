'use client';

import { DownOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { LazyDropdown } from '@/components/widgets/LazyDropdown';
import { DIALECT_NAMES, type Dialect } from '@/lib/workflow/moddle-extensions';
import styles from '../designer.module.css';

/**
 * The extension prefix the diagram is written with, chosen from a drop-down menu: three fixed
 * choices need no searchable select. The menu's code loads when the button is first reached.
 */
export function PrefixMenu({ dialect, onChange }: { dialect: Dialect; onChange: (dialect: Dialect) => void }) {
  const t = useTranslations('designer.toolbar');
  return (
    <LazyDropdown
      trigger={['click']}
      menu={{
        items: DIALECT_NAMES.map((d) => ({ key: d, label: d })),
        selectable: true,
        selectedKeys: [dialect],
        onClick: ({ key }) => onChange(key as Dialect),
      }}
    >
      <Button className={styles.prefix} data-testid="designer-prefix">
        <span>{t('prefix')}</span> <span>{dialect}</span>
        <DownOutlined className={styles.prefixArrow} aria-hidden />
      </Button>
    </LazyDropdown>
  );
}
