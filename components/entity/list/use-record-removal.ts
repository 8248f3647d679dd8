'use client';

import { useTranslations } from 'next-intl';
import type { EntityDef } from '@/lib/entity/types';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { showDeleteFailure } from '../delete-feedback';
import { deleteRecord, deleteRecords } from '../entity-api';

/**
 * Deleting from a list: one record (its row confirmed it already) or the selected ones after a
 * confirmation naming how many. Success and failure are told; `onRemoved` gets the keys deleted.
 */
export function useRecordRemoval(entity: EntityDef, onRemoved: (keys: readonly string[]) => void) {
  const t = useTranslations('entityUi');
  const tAll = useTranslations();
  const { message, modal } = useFeedback();

  const remove = async (keys: readonly string[], call: () => ReturnType<typeof deleteRecord>) => {
    try {
      const answer = await call();
      void message.success(answer.msg || tAll('crud.deleted'));
      onRemoved(keys);
    } catch (failure) {
      showDeleteFailure(message, failure);
    }
  };

  const removeOne = (key: string) => remove([key], () => deleteRecord(entity, key));

  const removeSelected = (selected: readonly string[]) => {
    if (selected.length === 0) {
      void message.warning(tAll('validation.selectRecord'));
      return;
    }
    const keys = [...selected];
    modal.confirm({
      title: t('confirm.batchTitle'),
      content: t('confirm.batchContent', { count: keys.length }),
      okText: t('confirm.ok'),
      cancelText: t('confirm.cancel'),
      okButtonProps: { danger: true },
      onOk: () => remove(keys, () => deleteRecords(entity, keys)),
    });
  };

  return { removeOne, removeSelected };
}
