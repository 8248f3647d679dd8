'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import type { MonthFigures } from '@/lib/contract/dashboard';
import { barLayout } from './month-chart-layout';
import styles from './dashboard.module.css';

interface MonthChartProps {
  items: MonthFigures['items'];
  label: string;
  formatNumber: (value: number) => string;
}

const HEIGHT = 240;

/** A path for a bar with rounded top corners. */
function barPath(x: number, y: number, width: number, height: number): string {
  const r = Math.min(4, width / 2, height);
  const bottom = y + height;
  return `M${x},${bottom}V${y + r}Q${x},${y} ${x + r},${y}H${x + width - r}Q${x + width},${y} ${x + width},${y + r}V${bottom}Z`;
}

/**
 * This month's counts as bars, drawn as plain SVG: a handful of bars needs no chart library.
 * The drawing follows the box's width; each bar names its figure on hover (title) and to
 * assistive technology through the figure list beside it.
 */
export default function MonthChart({ items, label, formatNumber }: MonthChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const layout = width > 0 ? barLayout(items, width, HEIGHT, formatNumber) : null;
  return (
    <div ref={host} className={styles.chart} role="img" aria-label={label} data-testid="month-chart">
      {layout && (
        <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} className={styles.chartSvg} aria-hidden>
          {layout.ticks.map((tick) => (
            <g key={tick.value}>
              <line x1={layout.plot.left} x2={layout.plot.right} y1={tick.y} y2={tick.y} className={styles.chartGrid} />
              <text x={layout.plot.left - 8} y={tick.y} className={styles.chartAxisText} textAnchor="end" dominantBaseline="middle">
                {tick.text}
              </text>
            </g>
          ))}
          {layout.bars.map((bar) => (
            <g key={bar.key} className={styles.chartBar}>
              <title>{`${bar.label}: ${bar.text}`}</title>
              <rect x={bar.slotX} y={layout.plot.top} width={bar.slotWidth} height={layout.plot.bottom - layout.plot.top} className={styles.chartSlot} />
              {bar.height > 0 && <path d={barPath(bar.x, bar.y, bar.width, bar.height)} className={styles.chartBarShape} />}
              <text x={bar.x + bar.width / 2} y={layout.plot.bottom + 16} className={styles.chartAxisText} textAnchor="middle">
                {bar.lines.map((line, index) => (
                  <tspan key={index} x={bar.x + bar.width / 2} dy={index === 0 ? 0 : 16}>
                    {line}
                  </tspan>
                ))}
              </text>
            </g>
          ))}
        </svg>
      )}
    </div>
  );
}
