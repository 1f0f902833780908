// One ECharts instance on a box: the library loaded on demand, drawn as SVG, following the box's size,
// disposed on unmount (and made again when `theme` changes). `setup` binds the chart's events once it
// exists. `ready` once drawn can start; `failed` when the library could not be loaded.
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { EChartsType } from './load-echarts';

interface EChartsLibrary {
  init: (box: HTMLElement, theme?: string, options?: { renderer?: 'svg' | 'canvas' }) => EChartsType;
}

/** The box's size as ECharts reads it (whole CSS pixels). */
const sizeOf = (element: HTMLElement) => `${element.clientWidth}x${element.clientHeight}`;

export function useEChartInstance(
  box: RefObject<HTMLDivElement | null>,
  load: () => Promise<EChartsLibrary>,
  setup: (instance: EChartsType) => void,
  theme?: string,
) {
  const chart = useRef<EChartsType | undefined>(undefined);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const setupRef = useRef(setup);
  setupRef.current = setup;
  const loadRef = useRef(load);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    loadRef
      .current()
      .then((echarts) => {
        if (disposed || !box.current) return;
        const element = box.current;
        const instance = echarts.init(element, theme, { renderer: 'svg' });
        setupRef.current(instance);
        chart.current = instance;
        if (typeof ResizeObserver !== 'undefined') {
          // ECharts sized the chart to the box at init, and resize() draws the whole chart again: the
          // observer's first report (the same size) and any other that is not a change draw nothing.
          let drawn = sizeOf(element);
          observer = new ResizeObserver(() => {
            const size = sizeOf(element);
            if (size === drawn) return;
            drawn = size;
            instance.resize();
          });
          observer.observe(element);
        }
        setReady(true);
      })
      .catch(() => !disposed && setFailed(true));
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = undefined;
      setReady(false);
    };
  }, [box, theme]);

  return { chart, ready, failed };
}
