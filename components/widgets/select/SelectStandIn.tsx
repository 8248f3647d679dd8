'use client';

import { CloseCircleFilled, CloseOutlined, DownOutlined, LoadingOutlined } from '@ant-design/icons';
import type { SelectProps } from 'antd';
import { getMergedStatus, getStatusClassNames } from 'antd/es/_util/statusUtils';
import { useComponentConfig } from 'antd/es/config-provider/context';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useSize from 'antd/es/config-provider/hooks/useSize';
import { FormItemInputContext } from 'antd/es/form/context';
import useVariant from 'antd/es/form/hooks/useVariants';
import useStyle from 'antd/es/select/style';
import { useCompactItemContext } from 'antd/es/space/Compact';
import { clsx } from 'clsx';
import { useContext, type KeyboardEvent } from 'react';
import { holdsSeveral, labelShows, shownValues } from './stand-in-values';

/** What a stand-in is told of the user reaching for it. */
export interface StandInEvents {
  /** The pointer came near or the focus arrived: time to fetch the real Select's code. */
  onNear: () => void;
  /** A press began on it (a finger or a button): a click that opens it is on its way. */
  onPress: () => void;
  /** The user opened it (a click, or a key that opens a Select): the real one takes over, open. */
  onOpen: () => void;
  /** The clear button was pressed: the value goes, as antd's clear does it. */
  onClear: () => void;
  /** A chosen value's remove mark was clicked (several values): that one goes. */
  onRemove: (index: number) => void;
}

/** Keys that open a closed Select; any other key (Tab, Shift) leaves it closed. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

const PREFIX = 'ant-select';

/**
 * A closed antd Select drawn as antd draws it (the same elements and classes, so the static
 * stylesheet makes it look the same), from the props a closed Select shows: value, placeholder,
 * size, variant, status, disabled, loading. It holds no select code. Form and compact contexts
 * are read as antd reads them.
 * Made for antd@6.6.8; tools/third-party-patches.ts says what to check when antd moves on.
 */
export function SelectStandIn({ props, events }: { props: SelectProps; events: StandInEvents }) {
  const { id, className, rootClassName, style, placeholder, mode, showSearch, allowClear, loading, title } = props;
  const value: unknown = props.value;
  const multiple = holdsSeveral(mode);
  const config = useComponentConfig('select');
  const { compactSize, compactItemClassnames } = useCompactItemContext(PREFIX, 'ltr');
  const [variant, enableVariantCls] = useVariant('select', props.variant);
  const rootCls = useCSSVarCls(PREFIX);
  const [hashId, cssVarCls] = useStyle(PREFIX, rootCls);
  const { status: contextStatus, hasFeedback, isFormItemInput } = useContext(FormItemInputContext);
  const status = getMergedStatus(contextStatus, props.status);
  const size = useSize((ctx) => props.size ?? compactSize ?? ctx);
  const contextDisabled = useContext(DisabledContext);
  const disabled = props.disabled ?? contextDisabled;

  const values = shownValues(value, props.options, multiple);
  const searchable = Boolean(showSearch ?? config.showSearch ?? (multiple || mode === 'combobox'));
  const clearable = Boolean(allowClear ?? config.allowClear) && !disabled && values.length > 0;
  // antd's own (untranslated) name for the clear button, unless the caller names it.
  const clearLabel = typeof allowClear === 'object' && allowClear?.label ? allowClear.label : 'Clear';
  const single = values[0];
  const singleTitle = title ?? single?.title;

  const rootClass = clsx(
    PREFIX,
    {
      [`${PREFIX}-lg`]: size === 'large',
      [`${PREFIX}-sm`]: size === 'small',
      [`${PREFIX}-${variant}`]: enableVariantCls,
      [`${PREFIX}-in-form-item`]: isFormItemInput,
    },
    getStatusClassNames(PREFIX, status, hasFeedback),
    compactItemClassnames,
    config.className,
    className,
    rootClassName,
    cssVarCls,
    rootCls,
    hashId,
    {
      [`${PREFIX}-multiple`]: multiple,
      [`${PREFIX}-single`]: !multiple,
      [`${PREFIX}-allow-clear`]: clearable,
      [`${PREFIX}-show-arrow`]: true,
      [`${PREFIX}-disabled`]: disabled,
      [`${PREFIX}-loading`]: loading,
      [`${PREFIX}-show-search`]: searchable,
    },
  );

  // Opened at the click, not at the press: a select mounted open during the press would hear that
  // same press reach the window as a click outside it, and close again.
  const onClick = () => {
    if (!disabled) events.onOpen();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    events.onOpen();
  };

  const input = (
    <input
      id={id}
      type="text"
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      readOnly
      autoComplete="new-password"
      className={`${PREFIX}-input`}
      disabled={disabled}
      role="combobox"
      aria-expanded="false"
      aria-haspopup="listbox"
      aria-autocomplete="list"
      value=""
      onFocus={events.onNear}
      onKeyDown={onKeyDown}
    />
  );
  const placeholderNode = <div className={`${PREFIX}-placeholder`}>{placeholder}</div>;

  return (
    <div className={rootClass} style={style} onClick={onClick} onPointerEnter={events.onNear} onPointerDown={disabled ? undefined : events.onPress} data-stand-in>
      {multiple ? (
        <div className={`${PREFIX}-content`}>
          {values.length === 0 && (
            <div className={`${PREFIX}-content-item ${PREFIX}-content-item-prefix`} style={{ opacity: 1 }}>
              {placeholderNode}
            </div>
          )}
          {values.map((shown, index) => (
            <div key={shown.key} className={`${PREFIX}-content-item`} style={{ opacity: 1 }}>
              <span title={shown.title} className={`${PREFIX}-selection-item`}>
                <span className={`${PREFIX}-selection-item-content`}>{shown.label}</span>
                <span
                  className={`${PREFIX}-selection-item-remove`}
                  style={{ userSelect: 'none', WebkitUserSelect: 'none' }}
                  unselectable="on"
                  aria-hidden
                  onClick={(event) => {
                    event.stopPropagation();
                    if (!disabled) events.onRemove(index);
                  }}
                >
                  <CloseOutlined />
                </span>
              </span>
            </div>
          ))}
          <div className={`${PREFIX}-content-item ${PREFIX}-content-item-suffix`} style={{ opacity: 1 }}>
            {input}
          </div>
        </div>
      ) : (
        <div className={clsx(`${PREFIX}-content`, single && labelShows(single.label) && `${PREFIX}-content-has-value`)} title={singleTitle}>
          {single ? single.label : placeholderNode}
          {input}
        </div>
      )}
      <div className={clsx(`${PREFIX}-suffix`, { [`${PREFIX}-suffix-loading`]: loading })}>
        {props.suffixIcon !== undefined ? props.suffixIcon : loading ? <LoadingOutlined spin /> : <DownOutlined />}
      </div>
      {clearable && (
        <button
          type="button"
          aria-label={clearLabel}
          className={`${PREFIX}-clear`}
          onClick={(event) => {
            event.stopPropagation();
            events.onClear();
          }}
        >
          <CloseCircleFilled />
        </button>
      )}
    </div>
  );
}
