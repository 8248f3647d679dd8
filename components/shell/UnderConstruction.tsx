'use client';

import { ToolOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import { LazyResult as Result } from '@/components/widgets/LazyResult';
import { BackHomeButton } from './BackHomeButton';

/*
 * Its few rules are written here rather than in a stylesheet: every page of the catch-all route
 * (each list page among them) would load that stylesheet on its own, for a page seldom shown.
 */
const PANEL: CSSProperties = { padding: '48px 16px', background: '#fff', borderRadius: 8 };
/** The heading keeps the result title's look. */
const TITLE: CSSProperties = { margin: 0, fontSize: 'inherit', fontWeight: 'inherit', lineHeight: 'inherit' };
const ICON: CSSProperties = { color: '#1f5fbf' };

/** A product page that is planned but not built yet. */
export function UnderConstruction({ title }: { title: string }) {
  const t = useTranslations('placeholder');
  return (
    <section style={PANEL}>
      <Result
        icon={<ToolOutlined style={ICON} />}
        title={<h1 style={TITLE}>{t('underConstruction')}</h1>}
        subTitle={t('underConstructionHint', { title })}
        extra={<BackHomeButton />}
      />
    </section>
  );
}
