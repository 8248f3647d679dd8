'use client';

import { PaperClipOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { useDepartmentTree, useNamesOfUsers } from '@/components/entity/fields/directory';
import { useRefLabels } from '@/components/entity/fields/ref-records';
import { useListSeparator } from '@/lib/client/list-separator';
import { formFileHref, isFormFile } from '@/lib/contract/approval-form/attachments';
import { LINKED_RECORD_LABELS, type LinkableRecord } from '@/lib/contract/approval-form/design';
import { refTargetByName } from '@/lib/entities/ref-targets';

/** The names behind a stored value's keys: people, departments, linked records and files. */

export const keysOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : typeof value === 'string' ? [value] : []);

export function PersonNames({ value }: { value: unknown }) {
  const keys = keysOf(value);
  const nameOf = useNamesOfUsers(keys);
  const separator = useListSeparator();
  return <>{keys.map(nameOf).join(separator) || '-'}</>;
}

export function DepartmentNames({ value }: { value: unknown }) {
  const { data } = useDepartmentTree('company');
  const separator = useListSeparator();
  return <>{keysOf(value).map((k) => data?.names.get(k) ?? k).join(separator) || '-'}</>;
}

/**
 * Linked records by their labels: those the server answered with the request (`given`, which name a
 * record to a reader who may not read it), else as far as the reader's own reading of the records goes.
 */
export function RecordNames({ target, value, given }: { target: LinkableRecord; value: unknown; given?: Readonly<Record<string, string>> }) {
  const keys = keysOf(value);
  const missing = given ? keys.filter((k) => !Object.hasOwn(given, k)) : keys;
  const { data } = useRefLabels(refTargetByName(target), LINKED_RECORD_LABELS[target], missing);
  const separator = useListSeparator();
  return <>{keys.map((k) => (given && Object.hasOwn(given, k) ? given[k] : data?.get(k)) ?? k).join(separator) || '-'}</>;
}

export function FileLinks({ instanceKey, value, images }: { instanceKey: string; value: unknown; images: boolean }) {
  const files = Array.isArray(value) ? value.filter(isFormFile) : [];
  if (!files.length) return <>-</>;
  return (
    <Space wrap>
      {files.map((f) =>
        images ? (
          <a key={f.file_key} href={formFileHref(instanceKey, f.file_key, true)} target="_blank" rel="noreferrer">
            {/* eslint-disable-next-line @next/next/no-img-element -- a private file the engine serves after its right check, not an optimisable asset */}
            <img src={formFileHref(instanceKey, f.file_key, true)} alt={f.name} width={72} height={72} style={{ objectFit: 'cover', borderRadius: 4 }} />
          </a>
        ) : (
          <a key={f.file_key} href={formFileHref(instanceKey, f.file_key)} data-testid="form-file-link">
            <PaperClipOutlined /> {f.name}
          </a>
        ),
      )}
    </Space>
  );
}
