'use client';

import { CloseCircleFilled } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from './pickers.module.css';

export interface PickedItem {
  key: string;
  label: string;
}

interface PickerFieldProps {
  /** Form.Item's id goes on the button: the label focuses it. */
  id?: string;
  items: readonly PickedItem[];
  placeholder: string;
  /** The button's accessible name, e.g. 选择成员. */
  buttonLabel: string;
  icon: ReactNode;
  disabled?: boolean;
  allowClear?: boolean;
  onOpen: () => void;
  onClear: () => void;
  testId?: string;
}

/** The chosen names in a read-only box, and the button that opens the picker dialog. */
export function PickerField({ id, items, placeholder, buttonLabel, icon, disabled, allowClear, onOpen, onClear, testId }: PickerFieldProps) {
  const t = useTranslations('pickers.common');
  const open = () => {
    if (!disabled) onOpen();
  };
  return (
    <div className={styles.field} data-testid={testId}>
      <div
        className={disabled ? `${styles.box} ${styles.boxDisabled}` : styles.box}
        onClick={open}
        role="presentation"
        data-testid="picker-box"
      >
        {items.length === 0 ? <span className={styles.placeholder}>{placeholder}</span> : null}
        {items.map((item) => (
          // A name wider than the box is cut by the box (and shown whole on hover).
          <Tag key={item.key} className={styles.boxTag} title={item.label} data-key={item.key}>
            {item.label}
          </Tag>
        ))}
        {allowClear && !disabled && items.length > 0 ? (
          <Button
            type="text"
            size="small"
            className={styles.clear}
            icon={<CloseCircleFilled />}
            aria-label={t('clear')}
            data-testid="picker-clear"
            onClick={(event) => {
              event.stopPropagation();
              onClear();
            }}
          />
        ) : null}
      </div>
      <Button id={id} icon={icon} onClick={open} disabled={disabled} aria-label={buttonLabel} data-testid="picker-open">
        {t('choose')}
      </Button>
    </div>
  );
}
