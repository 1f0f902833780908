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

/** Runs `task` when the browser is next idle (a task later where it has no idle callbacks); a canceller. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task);
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

/**
 * Runs `task` once `element` shows again (IntersectionObserver: a box in a hidden page does not
 * intersect); the observer's first report, while hidden, is not a showing. A canceller.
 */
function whenShown(element: HTMLElement, task: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const watcher = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    watcher.disconnect();
    task();
  });
  watcher.observe(element);
  return () => watcher.disconnect();
}

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
    let cancelRedraw: (() => void) | undefined;
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
          // The drawing waits for an idle moment and is skipped while the box is hidden: a page being
          // left reflows (the next page's tree panel shows beside it first) and a kept page behind
          // another must not redraw its charts while the shown page renders; a hidden box draws once
          // it shows again at another size.
          let drawn = sizeOf(element);
          const redraw = () => {
            cancelRedraw = undefined;
            if (element.checkVisibility?.() === false) {
              cancelRedraw = whenShown(element, () => {
                cancelRedraw = undefined;
                schedule();
              });
              return;
            }
            const size = sizeOf(element);
            if (size === drawn) return;
            drawn = size;
            instance.resize();
          };
          const schedule = () => {
            cancelRedraw ??= whenIdle(redraw);
          };
          observer = new ResizeObserver(schedule);
          observer.observe(element);
        }
        setReady(true);
      })
      .catch(() => !disposed && setFailed(true));
    return () => {
      disposed = true;
      observer?.disconnect();
      cancelRedraw?.();
      chart.current?.dispose();
      chart.current = undefined;
      setReady(false);
    };
  }, [box, theme]);

  return { chart, ready, failed };
}
