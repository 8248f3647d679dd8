'use client';

import { useTranslations } from 'next-intl';
import { TreePickerModal, type TreePickerModalProps } from '@/components/pickers/TreePickerModal';
import { useCustomerDepartmentTree } from './customer-departments';

interface CustomerDepartmentPickerModalProps extends TreePickerModalProps {
  /** Whose organisation; null: no customer chosen yet, nothing to pick from. */
  customerKey: string | null;
}

/**
 * The customer-department picker: the customer's organisation as a tree with
 * checkboxes, a spinner while it loads and a note when it has none.
 */
export function CustomerDepartmentPickerModal({ customerKey, ...props }: CustomerDepartmentPickerModalProps) {
  const t = useTranslations('pickers.customerDepartment');
  const { data, isLoading } = useCustomerDepartmentTree(props.open ? customerKey : null);
  return (
    <TreePickerModal
      {...props}
      title={t('title')}
      nodes={data ?? []}
      loading={isLoading}
      emptyText={t('empty')}
      searchPlaceholder={t('searchPlaceholder')}
      notice={customerKey ? undefined : t('needCustomer')}
      testId="customer-department-picker"
    />
  );
}
