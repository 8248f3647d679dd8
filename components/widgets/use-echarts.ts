'use client';

import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '@/lib/client/use-reduced-motion';

/**
 * Draws an echarts option into the element the returned ref is given, and redraws it when the
 * option changes or the element is resized. The library (./echarts-parts) is fetched the first time
 * a chart mounts, so only pages that draw one pay for it. `ready` tells when the chart is drawn.
 * Bars and lines grow into place, unless the reader has asked for less motion.
 */
export function useECharts<T extends HTMLElement>(option: EChartsCoreOption | null): { ref: React.RefObject<T | null>; ready: boolean } {
  const ref = useRef<T>(null);
  const chart = useRef<EChartsType | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [ready, setReady] = useState(false);
  const reducedMotion = useReducedMotion();

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
    chart.current.setOption(reducedMotion ? { ...option, animation: false } : option, { notMerge: true });
    setReady(true);
  }, [loaded, option, reducedMotion]);

  return { ref, ready };
}
