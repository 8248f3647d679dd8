'use client';

import { Popover, Tooltip, type PopoverProps } from 'antd';
import type { ReactElement } from 'react';

/** The column settings' pop-over (opened by a click) with the button's tooltip, fetched together when first reached (ColumnSettings). */
export default function ColumnSettingsPopover({ tooltip, children, ...popover }: PopoverProps & { tooltip: string; children: ReactElement }) {
  return (
    <Popover {...popover} trigger="click" placement="bottomRight">
      <Tooltip title={tooltip}>{children}</Tooltip>
    </Popover>
  );
}
