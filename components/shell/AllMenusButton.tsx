'use client';

import { AppstoreOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { LazyPopover } from '@/components/widgets/LazyPopover';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useOpenedOnce } from '@/lib/client/use-opened-once';
import styles from './shell-nav.module.css';

// The panel and the settings dialog load when first opened, not with every page.
const AllMenusPanel = dynamic(() => import('./AllMenusPanel').then((m) => m.AllMenusPanel), { ssr: false });
const MenuDisplaySettings = dynamic(() => import('./MenuDisplaySettings').then((m) => m.MenuDisplaySettings), { ssr: false });

/** The top bar's all-menus button, its popover and the display settings it leads to. */
export function AllMenusButton() {
  const t = useTranslations('shellNav');
  const [open, setOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsOpened = useOpenedOnce(settingsOpen);

  return (
    <>
      <LazyPopover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomRight"
        arrow={false}
        destroyOnHidden
        classNames={{ root: styles.allMenusPopover }}
        content={
          <AllMenusPanel
            onClose={() => setOpen(false)}
            onOpenSettings={() => {
              setOpen(false);
              setSettingsOpen(true);
            }}
          />
        }
      >
        <Button type="text" icon={<AppstoreOutlined aria-hidden />} aria-label={t('allMenus')} aria-expanded={open} data-testid="all-menus" className={styles.barButton}>
          <span className={styles.barButtonText}>{t('allMenus')}</span>
        </Button>
      </LazyPopover>
      {settingsOpened ? <MenuDisplaySettings open={settingsOpen} onClose={() => setSettingsOpen(false)} /> : null}
    </>
  );
}
