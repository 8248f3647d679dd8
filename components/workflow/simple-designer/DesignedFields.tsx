'use client';

import { Alert, Button, List } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import '@/components/providers/theme/antd-list.css';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { FlowField } from '@/lib/workflow/simple-flow/schema';

const FORM_DESIGNER_PATH = '/workflow/form-designer';

/** The start node of a model whose form the form designer made: its fields conditions may read, and where to change them. */
export function DesignedFields({ fields, modelKey }: { fields: readonly FlowField[]; modelKey: string | null }) {
  const t = useTranslations('simpleDesigner.designedForm');
  return (
    <>
      <Alert
        type="info"
        showIcon
        title={t('note')}
        action={
          modelKey ? (
            <Link href={`${FORM_DESIGNER_PATH}?key=${encodeURIComponent(modelKey)}`}>
              <Button size="small">{t('open')}</Button>
            </Link>
          ) : null
        }
        style={{ marginBottom: 12 }}
      />
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
