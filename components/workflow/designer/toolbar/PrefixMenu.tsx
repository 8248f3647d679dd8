'use client';

import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslations } from 'next-intl';
import { DIALECT_NAMES, type Dialect } from '@/lib/workflow/moddle-extensions';
import styles from '../designer.module.css';

/**
 * The extension prefix the diagram is written with, chosen from a menu: three fixed choices need
 * no searchable select, and the menu is the shell's own, already loaded with every page (a select
 * would add its option list to the designer's first load).
 */
export function PrefixMenu({ dialect, onChange }: { dialect: Dialect; onChange: (dialect: Dialect) => void }) {
  const t = useTranslations('designer.toolbar');
  return (
    <Dropdown
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
    </Dropdown>
  );
}
