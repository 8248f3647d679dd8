// Geometry of the dashboard's month bar chart: value ticks, bar boxes and wrapped category labels.
// Pure, so it is tested without a browser.

export interface ChartItem {
  label: string;
  value: number;
}

export interface BarLayout {
  plot: { left: number; right: number; top: number; bottom: number };
  ticks: { value: number; y: number; text: string }[];
  bars: { key: string; label: string; text: string; lines: string[]; slotX: number; slotWidth: number; x: number; y: number; width: number; height: number }[];
}

const TOP = 16;
const LABEL_LINES = 2;
const LINE_HEIGHT = 16;
const LABEL_ROOM = LABEL_LINES * LINE_HEIGHT + 8;
const BAR_MAX_WIDTH = 36;
const TICK_COUNT = 5;

/** Width of a text at 12px: wide (CJK, full-width) characters take about a full em, others about 0.6 em. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(char) ? 12 : 7;
  return width;
}

/** Splits a label into lines that fit `room` pixels; what does not fit in the last line ends in an ellipsis. */
export function wrapLabel(text: string, room: number, maxLines = LABEL_LINES): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of text) {
    if (line !== '' && textWidth(line + char) > room) {
      if (lines.length === maxLines - 1) {
        let cut = line;
        while (cut.length > 1 && textWidth(`${cut}…`) > room) cut = [...cut].slice(0, -1).join('');
        lines.push(`${cut}…`);
        return lines;
      }
      lines.push(line);
      line = '';
    }
    line += char;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** A round step (1, 2 or 5 times a power of ten) so that about `count` ticks cover 0..max. */
export function niceStep(max: number, count = TICK_COUNT - 1): number {
  if (max <= 0) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  // Counts are whole numbers: a step below one would only repeat tick labels.
  return Math.max(1, nice * power);
}

export function barLayout(items: readonly ChartItem[], width: number, height: number, format: (value: number) => string): BarLayout {
  const max = Math.max(0, ...items.map((item) => item.value));
  const step = niceStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const tickValues: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) tickValues.push(value);
  const axisWidth = Math.max(...tickValues.map((value) => textWidth(format(value)))) + 16;
  const plot = { left: axisWidth, right: Math.max(axisWidth + 1, width - 8), top: TOP, bottom: height - LABEL_ROOM };
  const scale = (value: number) => plot.bottom - ((plot.bottom - plot.top) * Math.max(0, value)) / top;
  const slotWidth = (plot.right - plot.left) / Math.max(1, items.length);
  const barWidth = Math.min(BAR_MAX_WIDTH, Math.max(4, slotWidth * 0.6));
  return {
    plot,
    ticks: tickValues.map((value) => ({ value, y: scale(value), text: format(value) })),
    bars: items.map((item, index) => {
      const slotX = plot.left + slotWidth * index;
      const y = scale(item.value);
      return {
        key: `${index}-${item.label}`,
        label: item.label,
        text: format(item.value),
        lines: wrapLabel(item.label, Math.max(24, slotWidth - 8)),
        slotX,
        slotWidth,
        x: slotX + (slotWidth - barWidth) / 2,
        y,
        width: barWidth,
        height: plot.bottom - y,
      };
    }),
  };
}
