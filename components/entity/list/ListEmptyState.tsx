'use client';

import { FilterOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Typography } from 'antd';
import dynamic from 'next/dynamic';
import { IntentLink } from '@/components/widgets/IntentLink';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { permittedPaths, routedTree } from '@/lib/client/menu/menu-tree';
import { useSession } from '@/lib/client/session-state';
import type { ListView } from '@/lib/contract/list-views';
import type { EmptyHint } from '@/lib/entity/features/empty-hint/empty-hint';
import type { EntityDef } from '@/lib/entity/types';
import { SharedViewEmpty } from '../list-views/SharedViewEmpty';

const ImportModal = dynamic(() => import('../excel/ImportModal').then((m) => m.ImportModal), { ssr: false });

interface ListEmptyStateProps {
  entity: EntityDef;
  entityLabel: string;
  /** Filters narrow the list: nothing matches them, which is not the same as nothing there. */
  filtered: boolean;
  onResetFilters: () => void;
  /** 新建 and 导入 are offered to whoever may enter records here. */
  mayCreate: boolean;
  onCreate: () => void;
  fixed: Readonly<Record<string, string>>;
  onImported: () => void;
  /** The view's own reason and where its records are (我的线索 → 线索公海). */
  hint?: EmptyHint;
  /** A colleague's shared view whose own conditions found nothing (../list-views/view-empty.ts). */
  sharedView?: ListView | null;
}

/**
 * What an empty list says: either nothing matches the filters (reset them) or there are no records
 * yet (create or import one, when the user may), with the view's reason and a link to where the
 * records are, when its declaration gives one.
 */
export function ListEmptyState({ entity, entityLabel, filtered, onResetFilters, mayCreate, onCreate, fixed, onImported, hint, sharedView }: ListEmptyStateProps) {
  const t = useTranslations('entityUi.empty');
  const tAll = useTranslations();
  const { menus } = useSession();
  const permitted = useMemo(() => permittedPaths(routedTree(menus)), [menus]);
  const [importing, setImporting] = useState(false);
  const link = hint?.link && permitted.has(hint.link.path) ? hint.link : undefined;
  if (sharedView) return <SharedViewEmpty entity={entity} view={sharedView} onClear={onResetFilters} />;

  const description = filtered ? (
    <Space direction="vertical" size={4}>
      <Typography.Text strong>{t('noMatch')}</Typography.Text>
      <Typography.Text type="secondary">{t('noMatchHint')}</Typography.Text>
    </Space>
  ) : (
    <Space direction="vertical" size={4}>
      <Typography.Text strong>{t('noRecords', { entity: entityLabel })}</Typography.Text>
      <Typography.Text type="secondary">
        {hint ? tAll(hint.text) : mayCreate ? t('noRecordsHint', { entity: entityLabel }) : t('noRecordsReadOnly', { entity: entityLabel })}
      </Typography.Text>
    </Space>
  );

  return (
    <div data-testid="list-empty" data-reason={filtered ? 'filtered' : 'none'}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description}>
        <Space wrap>
          {filtered ? (
            <Button icon={<FilterOutlined />} onClick={onResetFilters} data-testid="list-empty-reset">{t('resetFilters')}</Button>
          ) : null}
          {!filtered && mayCreate ? (
            <>
              <Button type="primary" icon={<PlusOutlined />} onClick={onCreate} data-testid="list-empty-create">{t('create', { entity: entityLabel })}</Button>
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="list-empty-import">{t('import')}</Button>
            </>
          ) : null}
          {!filtered && link ? (
            <IntentLink href={link.path} data-testid="list-empty-link">{t('goTo', { page: tAll(link.label) })}</IntentLink>
          ) : null}
        </Space>
      </Empty>
      {importing ? <ImportModal entity={entity} entityLabel={entityLabel} fixed={fixed} onClose={() => setImporting(false)} onImported={onImported} /> : null}
    </div>
  );
}
