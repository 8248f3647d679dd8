'use client';

import { ExportOutlined } from '@ant-design/icons';
import { IntentLink } from '@/components/widgets/IntentLink';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { menuTarget } from '@/lib/client/menu/menu-tree';
import { NavigationPending } from './NavigationPending';
import type { MenuItem } from '@/lib/client/session-types';

interface MenuLinkProps {
  item: MenuItem;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
  current?: boolean;
}

/** A link to what a menu item opens: its first page here, or its external address in a new window. */
export function MenuLink({ item, className, children, onNavigate, current = false }: MenuLinkProps) {
  const t = useTranslations('shellNav');
  const target = menuTarget(item);
  if (!target) return <span className={className}>{children}</span>;
  if (target.kind === 'external') {
    return (
      <a href={target.url} target="_blank" rel="noopener noreferrer" className={className} title={t('externalLink')} onClick={onNavigate}>
        {children}
        <ExportOutlined aria-hidden style={{ marginInlineStart: 4, fontSize: 11 }} />
      </a>
    );
  }
  return (
    <IntentLink href={target.path} className={className} onClick={onNavigate} aria-current={current ? 'page' : undefined}>
      {children}
      <NavigationPending />
    </IntentLink>
  );
}
