'use client';

import { Col } from 'antd';
import type { ReactNode } from 'react';
import { FilterItem } from './FilterItem';

/** One filter of a filter bar's grid: a column as wide as its neighbours, holding a labelled widget. */
export function FilterField({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <Col xs={24} sm={12} lg={8} xxl={6}>
      <FilterItem name={name} label={label}>
        {children}
      </FilterItem>
    </Col>
  );
}
