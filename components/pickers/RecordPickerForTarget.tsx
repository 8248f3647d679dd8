'use client';

import { entityByName } from '@/lib/entities';
import { RecordPickerModal, type RecordPickerModalProps } from './RecordPickerModal';

/**
 * The record picker for a reference target known by name: the picker needs the whole declaration
 * (its columns and filters), which loads here, with the dialog, rather than on every list page.
 */
export function RecordPickerForTarget({ entityName, ...props }: Omit<RecordPickerModalProps, 'entity'> & { entityName: string }) {
  const entity = entityByName(entityName);
  return entity ? <RecordPickerModal {...props} entity={entity} /> : null;
}
