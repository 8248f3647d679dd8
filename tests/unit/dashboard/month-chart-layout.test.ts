import { describe, expect, it } from 'vitest';
import { barLayout, niceStep, textWidth, wrapLabel } from '@/components/dashboard/month-chart-layout';

const format = (value: number) => value.toLocaleString('en-US');

describe('month chart layout', () => {
  it('steps the value axis in round numbers', () => {
    expect(niceStep(18)).toBe(5);
    expect(niceStep(7)).toBe(2);
    expect(niceStep(1250)).toBe(500);
    expect(niceStep(3)).toBe(1);
    expect(niceStep(0)).toBe(1);
  });

  it('draws bars in proportion to their values, the highest reaching a tick at or above it', () => {
    const layout = barLayout([{ label: '新增客户', value: 18 }, { label: '新增商机', value: 7 }, { label: '零', value: 0 }], 600, 240, format);
    expect(layout.ticks.map((tick) => tick.text)).toEqual(['0', '5', '10', '15', '20']);
    const [customers, deals, zero] = layout.bars;
    expect(customers!.height / deals!.height).toBeCloseTo(18 / 7, 5);
    expect(zero!.height).toBe(0);
    const top = layout.ticks.at(-1)!;
    expect(customers!.y).toBeGreaterThan(top.y);
    expect(customers!.y + customers!.height).toBe(layout.plot.bottom);
    // Bars sit inside their own slot, side by side, within the plot.
    for (const bar of layout.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(bar.slotX);
      expect(bar.x + bar.width).toBeLessThanOrEqual(bar.slotX + bar.slotWidth + 1e-9);
      expect(bar.slotX + bar.slotWidth).toBeLessThanOrEqual(layout.plot.right + 1e-9);
    }
    expect(customers!.text).toBe('18');
  });

  it('leaves room left of the plot for the widest tick label', () => {
    const layout = barLayout([{ label: 'a', value: 125000 }], 600, 240, format);
    expect(layout.plot.left).toBeGreaterThanOrEqual(textWidth('125,000'));
  });

  it('wraps long labels within their slot and ends what does not fit in an ellipsis', () => {
    expect(wrapLabel('新增客户', 100)).toEqual(['新增客户']);
    expect(wrapLabel('签约金额万元', 40)).toEqual(['签约金', '额万元']);
    expect(wrapLabel('签约金额万元', 30)).toEqual(['签约', '金…']);
    for (const line of wrapLabel('a very long label of many words', 60)) expect(textWidth(line)).toBeLessThanOrEqual(60);
  });
});
