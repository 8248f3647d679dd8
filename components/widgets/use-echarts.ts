'use client';

import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';

/**
 * Draws an echarts option into the element the returned ref is given, and redraws it when the
 * option changes or the element is resized. The library (./echarts-parts) is fetched the first time
 * a chart mounts, so only pages that draw one pay for it. `ready` tells when the chart is drawn.
 */
export function useECharts<T extends HTMLElement>(option: EChartsCoreOption | null): { ref: React.RefObject<T | null>; ready: boolean } {
  const ref = useRef<T>(null);
  const chart = useRef<EChartsType | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let disposed = false;
    let observer: ResizeObserver | null = null;
    void import('./echarts-parts').then(({ echarts }) => {
      if (disposed) return;
      const instance = echarts.init(element, undefined, { renderer: 'svg' });
      chart.current = instance;
      observer = new ResizeObserver(() => instance.resize());
      observer.observe(element);
      setLoaded(true);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (!loaded || !chart.current || !option) return;
    chart.current.setOption(option, { notMerge: true });
    setReady(true);
  }, [loaded, option]);

  return { ref, ready };
}
