'use client';

import { entityByName } from '@/lib/entities';
import { childTabValues, type ChildTab } from '@/lib/entity/features/family/family';
import { EntityFormDrawer } from '../../EntityFormDrawer';
import { useEntityActions } from '../../plug-ins';

/** The form of a new timeline record, the one an area plugs in for its kind where it gives one (as the list and record pages use). */
export function TimelineWriteForm({ tab, recordKey, onSaved, onClosed }: { tab: ChildTab; recordKey: string; onSaved: () => void; onClosed: () => void }) {
  const RecordForm = useEntityActions(tab.entity).form ?? EntityFormDrawer;
  return <RecordForm entity={entityByName(tab.entity)!} fixed={childTabValues(tab, recordKey)} recordKey={null} onSaved={onSaved} onClosed={onClosed} />;
}
