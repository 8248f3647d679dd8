'use client';

// The plain input alone: antd's Input also carries its search, password, text-area and code inputs.
import Input from 'antd/es/input/Input';
import { useTranslations } from 'next-intl';
import { FULL_TEXT_MAX, FULL_TEXT_PARAM } from '@/lib/entity/features/full-text/full-text';
import type { EntityDef } from '@/lib/entity/types';
import { kindOf } from './fields';
import { filterFields } from './list-query';
import { ListFilterBar } from './list/ListFilterBar';
import styles from './entity-ui.module.css';
import { FilterField } from '@/components/widgets/filter-form/FilterField';

interface EntityFilterBarProps {
  entity: EntityDef;
  /** Fields the list fixes (a parent's key): nothing to filter by. */
  omit?: readonly string[];
  /** What the inputs start with (a saved view's values). */
  initialValues?: Record<string, unknown>;
  /** The filter values as typed; the page encodes them in the list convention. */
  onSearch: (values: Record<string, unknown>) => void;
  onReset: () => void;
}

/** The declaration's filter fields; Enter in any of them searches (the form's submit button). */
export function EntityFilterBar({ entity, omit = [], initialValues, onSearch, onReset }: EntityFilterBarProps) {
  const t = useTranslations('entityUi');
  const tAll = useTranslations();
  const fields = filterFields(entity).filter(({ name }) => !omit.includes(name));
  if (fields.length === 0 && !entity.search) return null;

  return (
    <ListFilterBar<Record<string, unknown>>
      name={`entity-filter-${entity.name}`}
      label={t('filter.title')}
      testIdPrefix="entity"
      testId="entity-filter"
      initialValues={initialValues}
      onSearch={onSearch}
      onReset={onReset}
      buttonsClassName={styles.filterButtons}
    >
      {entity.search && (
        <FilterField name={FULL_TEXT_PARAM} label={t('filter.keyword')}>
          <Input allowClear maxLength={FULL_TEXT_MAX} placeholder={t('filter.keywordHint')} data-testid="entity-filter-keyword" />
        </FilterField>
      )}
      {fields.map(({ name, field, operator }) => {
        const kind = kindOf(field);
        const label = tAll(field.label);
        return (
          <FilterField key={name} name={name} label={label}>
            {kind.filterInput(field, { label, entity, name, operator })}
          </FilterField>
        );
      })}
    </ListFilterBar>
  );
}
