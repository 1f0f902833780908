// The chart wrapper: loads ECharts on demand, sets the option, forwards clicks, draws again when its box
// changes size (once idle, not while hidden), disposes on unmount and shows a readable message when the
// chunk cannot be fetched.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const instance = {
  setOption: vi.fn(),
  on: vi.fn(),
  resize: vi.fn(),
  dispose: vi.fn(),
};
const init = vi.fn(() => instance);
const loadECharts = vi.fn(() => Promise.resolve({ init }));
vi.mock('./load-echarts', () => ({ loadECharts: () => loadECharts() }));

const { EChart } = await import('./EChart');

afterEach(() => vi.clearAllMocks());

describe('EChart', () => {
  it('draws the option as SVG once ECharts has loaded, labelled by its summary, with the legibility defaults', async () => {
    const option = { series: [{ type: 'bar' as const, data: [1, 2] }] };
    const { unmount } = render(<EChart option={option} summary="近 7 天告警：2 条" theme="dark" />);
    expect(screen.getByRole('img', { name: '近 7 天告警：2 条' })).toBeTruthy();
    await act(async () => Promise.resolve());
    expect(init).toHaveBeenCalledWith(expect.any(HTMLDivElement), 'dark', { renderer: 'svg' });
    expect(instance.setOption).toHaveBeenCalledWith(
      {
        backgroundColor: 'transparent',
        series: [{ type: 'bar', data: [1, 2], labelLayout: { hideOverlap: true } }],
        textStyle: { fontFamily: 'sans-serif' },
      },
      { notMerge: true },
    );
    unmount();
    expect(instance.dispose).toHaveBeenCalled();
  });

  it('sets its text in the console font stack unless the chart names its own font', async () => {
    document.documentElement.style.setProperty(
      '--console-font-family',
      "'PingFang SC', 'Noto Sans CJK SC', sans-serif",
    );
    try {
      const { rerender } = render(<EChart option={{ textStyle: { color: '#fff' } }} summary="x" />);
      await act(async () => Promise.resolve());
      expect(instance.setOption).toHaveBeenLastCalledWith(
        expect.objectContaining({
          textStyle: { fontFamily: "'PingFang SC', 'Noto Sans CJK SC', sans-serif", color: '#fff' },
        }),
        { notMerge: true },
      );
      rerender(<EChart option={{ textStyle: { fontFamily: 'monospace' } }} summary="x" />);
      expect(instance.setOption).toHaveBeenLastCalledWith(
        expect.objectContaining({ textStyle: { fontFamily: 'monospace' } }),
        { notMerge: true },
      );
    } finally {
      document.documentElement.style.removeProperty('--console-font-family');
    }
  });

  it('forwards chart clicks to the latest handler', async () => {
    const onClick = vi.fn();
    render(<EChart option={{}} summary="x" onClick={onClick} />);
    await act(async () => Promise.resolve());
    const handler = instance.on.mock.calls[0]![1] as (p: unknown) => void;
    handler({ name: '门禁告警' });
    expect(onClick).toHaveBeenCalledWith({ name: '门禁告警' });
  });

  /** A chart whose box reports sizes through a stubbed ResizeObserver; `width` and `shown` set its box. */
  async function observedChart() {
    const observed: ResizeObserverCallback[] = [];
    const watchers: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          watchers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<EChart option={{}} summary="x" />);
    const box = { width: 600, shown: true };
    const element = screen.getByRole('img', { name: 'x' });
    Object.defineProperty(element, 'clientWidth', { get: () => box.width });
    Object.defineProperty(element, 'checkVisibility', { value: () => box.shown });
    await act(async () => Promise.resolve());
    const report = () => observed[0]!([], {} as ResizeObserver);
    const show = (isIntersecting: boolean) =>
      watchers.at(-1)!([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    return { box, report, show, watchers };
  }

  describe('following its box (fake timers: the drawing waits for an idle moment)', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    it('draws again when its box changes size, once the browser is idle, not for a report of the size it has', async () => {
      const { box, report } = await observedChart();
      // the observer's first report: the size ECharts drew at
      report();
      vi.runAllTimers();
      expect(instance.resize).not.toHaveBeenCalled();
      box.width = 480;
      report();
      report();
      expect(instance.resize).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(instance.resize).toHaveBeenCalledTimes(1);
    });

    it('does not draw while its box is hidden, and draws once it shows again at another size', async () => {
      const { box, report, show, watchers } = await observedChart();
      box.width = 480;
      report();
      box.shown = false;
      vi.runAllTimers();
      expect(instance.resize).not.toHaveBeenCalled();
      expect(watchers).toHaveLength(1);
      // the watcher's first report, while hidden, is not a showing
      show(false);
      vi.runAllTimers();
      expect(instance.resize).not.toHaveBeenCalled();
      box.shown = true;
      show(true);
      vi.runAllTimers();
      expect(instance.resize).toHaveBeenCalledTimes(1);
    });

    it('draws nothing when it shows again at the size it was drawn at', async () => {
      const { box, report, show } = await observedChart();
      box.width = 480;
      report();
      box.shown = false;
      vi.runAllTimers();
      box.width = 600;
      box.shown = true;
      show(true);
      vi.runAllTimers();
      expect(instance.resize).not.toHaveBeenCalled();
    });
  });

  it('says so when the chart library cannot be fetched', async () => {
    loadECharts.mockReturnValueOnce(Promise.reject(new Error('chunk')));
    render(<EChart option={{}} summary="x" />);
    expect(await screen.findByText('图表加载失败，请刷新重试')).toBeTruthy();
  });
});
