'use client';

import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Col, Space } from 'antd';
import { useFilterForm } from '@/components/widgets/filter-form/filter-form-context';

/**
 * The 查询 / 重置 buttons that close every list's filter bar: search submits the form (Enter in
 * a field does the same), reset clears it and tells the list.
 */
export function FilterActions({ searchLabel, resetLabel, testIdPrefix, onReset, className }: { searchLabel: string; resetLabel: string; testIdPrefix: string; onReset: () => void; className?: string }) {
  const form = useFilterForm();
  return (
    <Col xs={24} sm={12} lg={8} xxl={6} className={className}>
      <Space wrap>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid={`${testIdPrefix}-search`}>
          {searchLabel}
        </Button>
        <Button
          icon={<ReloadOutlined />}
          data-testid={`${testIdPrefix}-reset`}
          onClick={() => {
            form.reset();
            onReset();
          }}
        >
          {resetLabel}
        </Button>
      </Space>
    </Col>
  );
}
