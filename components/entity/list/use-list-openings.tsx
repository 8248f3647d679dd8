'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useState, type ComponentType } from 'react';
import type { EntityDef } from '@/lib/entity/types';
import { closeIfShown } from '@/lib/client/close-if-shown';
import type { EntityActions } from '../actions/types';
import { keyOf } from '../entity-api';
import type { EntityRights } from '../entity-rights';
import { EntityFormDrawer } from '../form-drawer-loader';

// The detail drawer loads when a record is first opened; the form's code as 新增 or 编辑 is reached for.
const EntityDetailDrawer = dynamic(() => import('../EntityDetailDrawer').then((m) => m.EntityDetailDrawer), { ssr: false });

/** The form shown; `opened` counts the openings, so each opening mounts a fresh form. */
type FormTarget = { key: string | null; opened: number };

interface ListOpeningsOptions {
  entity: EntityDef;
  fixed: Readonly<Record<string, string>>;
  rights: EntityRights;
  extra: EntityActions;
  /** The list's own address when records have pages of their own. */
  recordPath: string | undefined;
  /** The list the detail drawer shows a record's children in (handed down: it is the list page itself). */
  childList: ComponentType<{ entity: EntityDef; fixed: Record<string, string> }>;
  /** A record was saved (its key), so the list and the record's caches reload. */
  afterSave: (key: string | null) => void;
}

/**
 * How a list opens its records: the form drawer (new or edit), a record's own page where it has
 * one, an area's own opener, or else the detail drawer; and the drawers themselves.
 */
export function useListOpenings({ entity, fixed, rights, extra, recordPath, childList, afterSave }: ListOpeningsOptions) {
  const router = useRouter();
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [detailKey, setDetailKey] = useState<string | null>(null);
  const RecordForm = extra.form ?? EntityFormDrawer;

  const openForm = (key: string | null) => setFormTarget((before) => ({ key, opened: (before?.opened ?? 0) + 1 }));
  const openDetail = (key: string) => (extra.open ? extra.open(key) : recordPath ? router.push(`${recordPath}/${encodeURIComponent(key)}`) : setDetailKey(key));
  const hrefOf = (key: string) => (!extra.open && recordPath ? `${recordPath}/${encodeURIComponent(key)}` : undefined);
  /** Records were deleted: a drawer showing one of them closes. */
  const forget = (keys: readonly string[]) => {
    if (detailKey && keys.includes(detailKey)) setDetailKey(null);
  };

  const drawers = (
    <>
      {formTarget ? (
        <RecordForm key={formTarget.opened} entity={entity} fixed={fixed} recordKey={formTarget.key} onSaved={(record) => afterSave(keyOf(entity, record))} onClosed={closeIfShown(setFormTarget, formTarget)} />
      ) : null}
      {detailKey ? (
        <EntityDetailDrawer
          key={detailKey}
          entity={entity}
          recordKey={detailKey}
          canEdit={rights.update}
          onEdit={(key) => { setDetailKey(null); openForm(key); }}
          onClosed={closeIfShown(setDetailKey, detailKey)}
          childList={childList}
        />
      ) : null}
    </>
  );

  return { openForm, openDetail, showDetail: setDetailKey, hrefOf, forget, drawers };
}
