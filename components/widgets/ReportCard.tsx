'use client';

import { Card, Skeleton, Typography } from 'antd';
import '@/components/providers/theme/antd-card.css';
import type { ReactNode } from 'react';
import frame from './report-frame.module.css';

interface ReportCardProps {
  title: string;
  testId: string;
  loading: boolean;
  extra?: ReactNode;
  size?: 'small' | 'default';
  /** Skeleton rows while the figures load. */
  rows?: number;
  children: ReactNode;
}

/** A card of a report page: its heading, and a skeleton until the figures arrive. */
export function ReportCard({ title, testId, loading, extra, size = 'default', rows = 4, children }: ReportCardProps) {
  return (
    <Card size={size} className={frame.card} title={<Typography.Title level={2} className={frame.cardTitle}>{title}</Typography.Title>} extra={extra} data-testid={testId}>
      {loading ? <Skeleton active title={false} paragraph={{ rows }} /> : children}
    </Card>
  );
}
