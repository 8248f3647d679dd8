'use client';

import { FormOutlined } from '@ant-design/icons';
import { Alert, Button, List } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import '@/components/providers/theme/antd-list.css';
import { useTranslations } from 'next-intl';
import type { FlowField } from '@/lib/workflow/simple-flow/schema';

/**
 * The start node's way to the form designer. Without a designed form it offers to design one;
 * with one it lists the fields conditions may read, and where to change them.
 */
export function DesignedFields({ designed, fields, onOpenForm }: { designed: boolean; fields: readonly FlowField[]; onOpenForm: () => void }) {
  const t = useTranslations('simpleDesigner.designedForm');
  const open = (
    <Button size="small" icon={<FormOutlined />} onClick={onOpenForm} data-testid="simple-drawer-open-form-designer">
      {t(designed ? 'open' : 'design')}
    </Button>
  );
  if (!designed) {
    return (
      <div data-testid="simple-form-offer">
        <Alert type="info" showIcon title={t('offer')} action={open} style={{ marginBottom: 12 }} />
      </div>
    );
  }
  return (
    <>
      <Alert type="info" showIcon title={t('note')} action={open} style={{ marginBottom: 12 }} />
      <List
        size="small"
        bordered
        dataSource={[...fields]}
        locale={{ emptyText: t('none') }}
        renderItem={(field) => (
          <List.Item data-testid="simple-designed-field">
            <span data-entered>{field.label}</span>
            <span>{t(`kinds.${field.kind}`)}</span>
          </List.Item>
        )}
      />
    </>
  );
}
