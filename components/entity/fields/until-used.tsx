'use client';

import { CalendarOutlined, DownOutlined, SwapRightOutlined } from '@ant-design/icons';
import { Suspense, useState, type ReactElement } from 'react';
import { isBlank } from './shared';
import styles from './fields.module.css';

export interface StandInLook {
  /** One placeholder, or the two of a range ('from', 'to'). */
  placeholder: string | readonly [string, string];
  icon: 'calendar' | 'down';
}

interface UntilUsedProps {
  id?: string;
  value?: unknown;
  look: StandInLook;
  /**
   * The real widget. `opening` is true when it replaces the stand-in because the user reached for
   * it: it then takes the focus and opens its panel, as a click on it would have.
   */
  render: (opening: boolean) => ReactElement;
}

/** A stand-in drawn from plain inputs: it looks like the closed widget and costs no widget code. */
function StandIn({ id, look, onUse }: { id?: string; look: StandInLook; onUse?: () => void }) {
  const [first, second] = typeof look.placeholder === 'string' ? [look.placeholder, null] : look.placeholder;
  const Icon = look.icon === 'calendar' ? CalendarOutlined : DownOutlined;
  return (
    <div className={styles.standIn} onMouseDown={onUse} data-stand-in>
      <input id={id} className={styles.standInInput} placeholder={first} readOnly onFocus={onUse} onKeyDown={onUse} autoComplete="off" />
      {second !== null && (
        <>
          <SwapRightOutlined className={styles.standInMark} aria-hidden />
          <input className={styles.standInInput} placeholder={second} readOnly tabIndex={-1} aria-hidden />
        </>
      )}
      <Icon className={styles.standInMark} aria-hidden />
    </div>
  );
}

/**
 * An empty filter widget whose code is large (date pickers, the area cascader): until the user
 * reaches for it, or it holds a value, a stand-in is drawn instead, so a list page's first load
 * carries neither the widget's scripts nor its styles. The real widget then loads (the stand-in
 * stays on screen meanwhile) and opens where the stand-in was.
 */
export function UntilUsed({ id, value, look, render }: UntilUsedProps) {
  const [used, setUsed] = useState(false);
  if (!used && isBlank(value)) return <StandIn id={id} look={look} onUse={() => setUsed(true)} />;
  return <Suspense fallback={<StandIn id={id} look={look} />}>{render(used)}</Suspense>;
}
