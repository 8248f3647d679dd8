'use client';

import type { FormInstance } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useKeyChange } from '@/lib/client/use-key-change';
import type { EntityDef } from '@/lib/entity/types';
import { keyOf, loadRecord } from './entity-api';
import type { EntityRecord } from './fields';
import { type EditBasis, toFormValues, versionOf } from './form-values';

export type Loading = 'loading' | 'ready' | 'failed';

/**
 * The record a form edits (none for a new one): loaded into the form, with the key and version the
 * edit is based on; `apply` puts another version of it (the newer one someone saved) in its place.
 */
export function useEditedRecord(entity: EntityDef, recordKey: string | null, form: FormInstance<Record<string, unknown>>) {
  const [loading, setLoading] = useState<Loading>(recordKey ? 'loading' : 'ready');
  const [basis, setBasis] = useState<EditBasis | null>(null);

  const apply = useCallback(
    (record: EntityRecord) => {
      const key = keyOf(entity, record);
      const version = versionOf(record);
      form.resetFields();
      form.setFieldsValue(toFormValues(entity, record));
      setBasis(key && version !== null ? { key, version } : null);
    },
    [entity, form],
  );

  // Another record to edit starts loading.
  useKeyChange(recordKey, (key) => {
    if (key) setLoading('loading');
  });

  const fetchRecord = useCallback(
    (key: string) =>
      loadRecord(entity, key)
        .then((record) => {
          apply(record);
          setLoading('ready');
        })
        .catch(() => setLoading('failed')),
    [apply, entity],
  );

  /** Loads the record again (after a failure). */
  const load = useCallback(async () => {
    if (!recordKey) return;
    setLoading('loading');
    await fetchRecord(recordKey);
  }, [fetchRecord, recordKey]);

  useEffect(() => {
    if (recordKey) void fetchRecord(recordKey);
  }, [fetchRecord, recordKey]);

  return { loading, basis, load, apply };
}
