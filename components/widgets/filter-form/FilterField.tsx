'use client';

import { Col } from 'antd';
import type { ReactNode } from 'react';
import { isWideFilter } from './filter-width';
import { FilterItem } from './FilterItem';

/** One filter of a filter bar's grid: a column as wide as its neighbours (two for a long label), holding a labelled widget. */
export function FilterField({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  const wide = isWideFilter(label);
  return (
    <Col xs={24} sm={wide ? 24 : 12} lg={wide ? 16 : 8} xxl={wide ? 12 : 6}>
      <FilterItem name={name} label={label}>
        {children}
      </FilterItem>
    </Col>
  );
}
