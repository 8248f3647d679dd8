'use client';

import { Alert } from 'antd';
import '@/components/providers/theme/antd-alert.css';

/** The warning above the sections: one problem as its title, several as a list. */
export function RunWarningAlert({ texts }: { texts: string[] }) {
  return (
    <Alert
      type="warning"
      showIcon
      style={{ margin: '8px 12px 0' }}
      data-testid="designer-run-warning"
      title={texts.length === 1 ? texts[0] : undefined}
      description={texts.length > 1 ? (
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {texts.map((text, i) => <li key={i}>{text}</li>)}
        </ul>
      ) : undefined}
    />
  );
}
