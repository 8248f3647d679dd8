'use client';

import { Alert } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import { useTranslations } from 'next-intl';
import type { DesignIssue } from '@/lib/contract/approval-form/design-check';

/** What keeps the form from being deployed, each a link to its control. */
export function DesignIssues({ issues, onPick }: { issues: readonly DesignIssue[]; onPick: (control: string) => void }) {
  const t = useTranslations('approvalForm.design');
  const d = useTranslations('approvalForm.designer');
  if (!issues.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={d('issues', { count: issues.length })}
      description={
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {issues.map((issue, i) => (
            <li key={`${issue.control}:${issue.key}:${i}`}>
              <a onClick={() => onPick(issue.control.split('.')[0] ?? '')} role="button" tabIndex={0}>
                {t(issue.key, issue.values)}
              </a>
            </li>
          ))}
        </ul>
      }
      data-testid="design-issues"
    />
  );
}
