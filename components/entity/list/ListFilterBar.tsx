'use client';

import { FilterOutlined } from '@ant-design/icons';
import { Button, Row } from 'antd';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { usePhone } from '@/components/providers/phone-hint';
import frame from '@/components/shell/page-frame.module.css';
import { FilterActions } from '@/components/shell/FilterActions';
import { FilterForm } from '@/components/widgets/filter-form/FilterForm';
import { withoutBlanks } from './blank-filters';
import styles from './list-filter-bar.module.css';

interface ListFilterBarProps<V extends object> {
  /** The form's name: the fields' ids start with it. */
  name: string;
  /** What the panel is called for assistive technology. */
  label: string;
  /** 查询 and 重置 are `{prefix}-search` and `{prefix}-reset`. */
  testIdPrefix: string;
  testId?: string;
  initialValues?: Partial<V>;
  /** The values as typed; the list makes its filters of them. */
  onSearch: (values: V) => void;
  onReset: () => void;
  buttonsClassName?: string;
  /** The filter fields (FilterField). */
  children: ReactNode;
}

/** How many filters the values set: an empty range or list sets none. */
export function activeFilterCount(values: object | undefined): number {
  return Object.values(withoutBlanks(values ?? {})).filter((value) => !Array.isArray(value) || value.some((part) => part !== null && part !== undefined && part !== '')).length;
}

/**
 * A list's filter panel: its fields, then 查询 and 重置; Enter in any field searches (the form's submit).
 * On a phone the fields would fill the first screen before any record: they wait behind a 筛选
 * button that says how many filters are applied.
 */
export function ListFilterBar<V extends object>({ name, label, testIdPrefix, testId, initialValues, onSearch, onReset, buttonsClassName, children }: ListFilterBarProps<V>) {
  const t = useTranslations('entityUi');
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  const [applied, setApplied] = useState(() => activeFilterCount(initialValues));
  const fieldsId = useId();
  const collapsed = phone && !open;
  return (
    <section className={phone ? `${frame.panel} ${styles.phone}` : frame.panel} aria-label={label} data-testid={testId}>
      {phone ? (
        <Button
          icon={<FilterOutlined aria-hidden />}
          type={applied > 0 ? 'primary' : 'default'}
          ghost={applied > 0}
          aria-expanded={open}
          aria-controls={fieldsId}
          onClick={() => setOpen(!open)}
          data-testid={`${testIdPrefix}-filter-toggle`}
        >
          {applied > 0 ? t('filter.toggleApplied', { count: applied }) : t('filter.toggle')}
        </Button>
      ) : null}
      <div id={fieldsId} hidden={collapsed} className={phone ? styles.fields : undefined}>
        <FilterForm<V>
          name={name}
          initialValues={initialValues}
          onFinish={(values) => {
            setApplied(activeFilterCount(values));
            // On a phone the records come back into view once the search is made.
            setOpen(false);
            onSearch(values);
          }}
        >
          <Row gutter={[16, 12]}>
            {children}
            <FilterActions
              searchLabel={t('actions.search')}
              resetLabel={t('actions.reset')}
              testIdPrefix={testIdPrefix}
              onReset={() => {
                setApplied(0);
                onReset();
              }}
              className={buttonsClassName}
            />
          </Row>
        </FilterForm>
      </div>
    </section>
  );
}
