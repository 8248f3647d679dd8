'use client';

import { Empty, Space, Typography } from 'antd';
import { IntentLink } from '@/components/widgets/IntentLink';

interface EmptyReasonProps {
  /** What is empty (暂无待审批事项). */
  title: string;
  /** Why, and when it fills. */
  reason: string;
  /** Where to go next: a page that fills this list or holds the related records. */
  link?: { href: string; label: string };
  testId?: string;
}

/** An empty list that says why it is empty and where to go next, instead of a bare 暂无数据. */
export function EmptyReason({ title, reason, link, testId = 'list-empty' }: EmptyReasonProps) {
  return (
    <div data-testid={testId}>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <Space direction="vertical" size={4}>
            <Typography.Text strong>{title}</Typography.Text>
            <Typography.Text type="secondary">{reason}</Typography.Text>
          </Space>
        }
      >
        {link ? <IntentLink href={link.href} data-testid="list-empty-link">{link.label}</IntentLink> : null}
      </Empty>
    </div>
  );
}
