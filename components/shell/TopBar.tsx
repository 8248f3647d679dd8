'use client';

import { HomeOutlined, MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { IntentLink } from '@/components/widgets/IntentLink';
import { useTranslations } from 'next-intl';
import { LanguageSwitch } from '@/components/language/LanguageSwitch';
import { AllMenusButton } from './AllMenusButton';
import { GlobalSearch } from './GlobalSearch';
import { MessageBell } from './MessageBell';
import { TopMenuTabs } from './TopMenuTabs';
import { UserMenu } from './UserMenu';
import styles from './shell.module.css';
import navStyles from './shell-nav.module.css';

interface TopBarProps {
  productName: string;
  /** The sider is folded: the brand shrinks with it so the two stay aligned. */
  compact: boolean;
  onOpenDrawer: () => void;
}

/** The top bar: brand, first-level tabs (a drawer on phones), search, all menus, home, messages, language, user. */
export function TopBar({ productName, compact, onOpenDrawer }: TopBarProps) {
  const t = useTranslations('shell');
  const tNav = useTranslations('shellNav');
  return (
    <header className={styles.topBar} data-sticky-bar>
      <Button type="text" className={styles.drawerToggle} icon={<MenuOutlined />} aria-label={t('openMenu')} onClick={onOpenDrawer} />
      <IntentLink href="/" className={compact ? `${styles.brand} ${styles.brandCompact}` : styles.brand} title={productName} data-entered>
        <span className={styles.brandMark} aria-hidden>{productName.slice(0, 1)}</span>
        <span className={styles.brandName}>{productName}</span>
      </IntentLink>
      <div className={styles.topTabsSlot}>
        <TopMenuTabs />
      </div>
      <div className={styles.topActions}>
        <GlobalSearch />
        <AllMenusButton />
        <IntentLink href="/" className={navStyles.homeLink} aria-label={tNav('dashboard')} title={tNav('dashboard')} data-testid="dashboard-link">
          <HomeOutlined aria-hidden />
        </IntentLink>
        <MessageBell />
        <LanguageSwitch showLabel={false} />
        <UserMenu />
      </div>
    </header>
  );
}
