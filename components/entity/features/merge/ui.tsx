import dynamic from 'next/dynamic';
import type { ListToolButtonProps, ListToolDialogProps, UiFeature } from '../ui-feature';
import { MergeButton } from './MergeButton';

// The dialog (and its table) loads when a merge is first started.
const MergeDialog = dynamic<ListToolDialogProps>(() => import('./MergeDialog').then((m) => m.MergeDialog), { ssr: false });

function MergeTool({ selected, onOpen }: ListToolButtonProps) {
  return <MergeButton selected={selected.length} onMerge={onOpen} />;
}

/**
 * Duplicates of a kind declaring `merge` are merged from the selected rows of its own list, by a
 * holder of its merge right who may change records there; the page of a merged record moves to
 * the survivor's (its detail call answers the survivor).
 */
export const mergeUi: UiFeature = {
  name: 'merge',
  list: {
    tool: {
      offered: (entity, { holds, mayUpdate }) => Boolean(entity.merge && mayUpdate && holds(entity.merge.right)),
      Button: MergeTool,
      Dialog: MergeDialog,
    },
  },
  record: {
    movedTo(entity, recordKey, record) {
      const answered = record?.[entity.key];
      return entity.merge && typeof answered === 'string' && answered !== '' && answered !== recordKey ? answered : undefined;
    },
  },
};
