'use client';

import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { LazyTooltip } from '@/components/widgets/LazyTooltip';
import { useTranslations } from 'next-intl';

/** A list's 刷新: an icon button named by its tooltip, spinning while a shown list reloads. */
export function RefreshButton({ onClick, loading = false }: { onClick: () => void; loading?: boolean }) {
  const t = useTranslations('entityUi.actions');
  return (
    <LazyTooltip title={t('refresh')}>
      <Button icon={<ReloadOutlined />} aria-label={t('refresh')} onClick={onClick} loading={loading} />
    </LazyTooltip>
  );
}
