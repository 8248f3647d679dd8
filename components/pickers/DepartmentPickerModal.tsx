'use client';

import { useTranslations } from 'next-intl';
import { useDepartmentTree } from '@/components/entity/fields/directory';
import { TreePickerModal, type TreePickerModalProps } from './TreePickerModal';

/**
 * The department picker: the departments the caller may see (the whole tree for
 * administrators, their own for everyone else: the server decides), with search.
 */
export function DepartmentPickerModal(props: TreePickerModalProps) {
  const t = useTranslations('pickers.department');
  const { data, isLoading } = useDepartmentTree();
  return (
    <TreePickerModal
      {...props}
      title={t('title')}
      nodes={data?.tree ?? []}
      loading={isLoading}
      emptyText={t('empty')}
      searchPlaceholder={t('searchPlaceholder')}
      testId="department-picker"
    />
  );
}
