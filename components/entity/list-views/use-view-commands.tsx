'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import type { ListView, ListViewInput } from '@/lib/contract/list-views';
import type { EntityDef } from '@/lib/entity/types';
import type { useEntityQuery } from '../list/use-entity-query';
import { ListViewMenu } from './ListViewMenu';
import type { usePageView } from './use-page-view';

// The dialog (and antd's form with it) loads when a view is first saved or edited.
const SaveViewDialog = dynamic(() => import('./SaveViewDialog').then((m) => m.SaveViewDialog), { ssr: false });

type Dialog = { editing: ListView | null } | null;

/**
 * The 视图 menu of a list page and what its commands do: apply a view (its query goes to the
 * list), save the page over the active view, save it as a new one or edit the active one's name
 * and sharing in a dialog, make it the default, delete it after asking.
 */
export function useViewCommands(entity: EntityDef, pageView: ReturnType<typeof usePageView>, list: ReturnType<typeof useEntityQuery>) {
  const t = useTranslations('entityUi.views');
  const { message, modal } = useFeedback();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { apply, active, views } = pageView;
  const { search, sortBy } = list;
  const boardField = pageView.layout.display === 'board' ? pageView.layout.boardField : null;
  const settings = pageView.settingsNow(list.filters, list.sort, boardField);
  const modified = pageView.modifiedFrom(settings);

  const applyView = useCallback((view: ListView | null) => apply(view, (filters, sort) => {
    search((previous) => ({ ...filters, linked: previous.linked }));
    sortBy(sort);
  }), [apply, search, sortBy]);

  const saved = (msg: string) => void message.success(msg || t('saved'));
  const saveInput = async (input: ListViewInput) => saved(await pageView.save(input));

  const menu = pageView.views.loaded || pageView.start ? (
    <ListViewMenu
      views={views.list}
      active={active}
      modified={modified}
      commands={{
        apply: applyView,
        save: () => {
          if (!active) return;
          void saveInput({ viewKey: active.view_key, entity: entity.name, name: active.name, settings, shared: active.shared, shareRoles: active.share_roles, shareDepartments: active.share_departments }).catch(() => {});
        },
        saveAs: () => setDialog({ editing: null }),
        edit: () => setDialog({ editing: active }),
        setDefault: (view) => void views.setDefault(view?.view_key ?? null).then(saved, () => {}),
        remove: (view) => void modal.confirm({
          title: t('removeTitle'),
          content: t('removeContent', { name: view.name }),
          okText: t('remove'),
          cancelText: t('cancel'),
          okButtonProps: { danger: true },
          // Closes once the view is gone; a refusal (told by the client) leaves it open.
          onOk: () => views.remove(view.view_key).then((msg) => {
            saved(msg);
            applyView(null);
          }, () => {}),
        }),
      }}
    />
  ) : null;

  const dialogElement = dialog ? (
    <SaveViewDialog
      entity={entity.name}
      editing={dialog.editing}
      // Editing a view's name and sharing keeps what it saved; a new view takes the page as it stands.
      settings={dialog.editing && !modified ? dialog.editing.settings : settings}
      onSave={saveInput}
      onClose={() => setDialog(null)}
    />
  ) : null;

  return { menu, dialog: dialogElement, applyView };
}
