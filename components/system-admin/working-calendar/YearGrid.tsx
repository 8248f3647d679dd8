'use client';

import { useTranslations } from 'next-intl';
import { memo } from 'react';
import type { CalendarYearDay } from '@/lib/contract/working-calendar';
import { monthWeeks, type GridDay } from './year-grid';
import styles from './working-calendar.module.css';

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

function DayCell({ cell, onPick, stateText }: { cell: GridDay; onPick: (date: string) => void; stateText: string }) {
  const name = cell.marked?.name;
  const classes = [styles.day, styles[cell.look], cell.marked?.source === 'override' ? styles.override : ''].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={classes}
      onClick={() => onPick(cell.date)}
      title={name ? `${cell.date} ${name}` : cell.date}
      aria-label={`${cell.date} ${stateText}${name ? ` ${name}` : ''}`}
      data-testid={`calendar-day-${cell.date}`}
      data-working={cell.working ? 'true' : 'false'}
      data-source={cell.marked?.source ?? 'week'}
      // An administrator's own name for the day is data, in whatever language it was typed.
      data-entered={cell.marked?.source === 'override' ? '' : undefined}
    >
      {cell.day}
      {name ? <span className={styles.dayName}>{name}</span> : null}
    </button>
  );
}

/** The twelve months of a year, Monday first; a click on a day opens its dialog. */
export const YearGrid = memo(function YearGrid({ year, days, onPick }: { year: number; days: ReadonlyMap<string, CalendarYearDay>; onPick: (date: string) => void }) {
  const t = useTranslations('workingCalendarPage');
  const weekdays = t('weekdays').split(',');
  const months = t('months').split(',');
  return (
    <div className={styles.months}>
      {MONTHS.map((month) => (
        <section key={month} className={styles.month} aria-label={months[month - 1]} data-testid={`calendar-month-${month}`}>
          <h2 className={styles.monthTitle}>{months[month - 1]}</h2>
          <div className={styles.week} aria-hidden>
            {weekdays.map((w) => <span key={w} className={styles.weekday}>{w}</span>)}
          </div>
          {monthWeeks(year, month, days).map((week, i) => (
            <div key={i} className={styles.week}>
              {week.map((cell, j) => (cell ? <DayCell key={cell.date} cell={cell} onPick={onPick} stateText={t(cell.working ? 'stateWorking' : 'stateOff')} /> : <span key={`pad-${j}`} />))}
            </div>
          ))}
        </section>
      ))}
    </div>
  );
});
