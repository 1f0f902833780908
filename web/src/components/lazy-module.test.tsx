import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAZY_MODULE_RETRY_MS, lazyModule, useLazyModule, type LazyModule } from './lazy-module';

function Probe({ module, wanted }: { module: LazyModule<{ text: string }>; wanted?: boolean }) {
  const loaded = useLazyModule(module, wanted);
  return <output>{loaded ? loaded.text : 'waiting'}</output>;
}

describe('lazyModule (code loaded on first need)', () => {
  it('imports once for every caller and renders the module once it has arrived', async () => {
    const importer = vi.fn(async () => ({ text: 'loaded' }));
    const module = lazyModule(importer);
    render(
      <>
        <Probe module={module} />
        <Probe module={module} />
      </>,
    );
    expect(screen.getAllByText('waiting')).toHaveLength(2);
    expect(await screen.findAllByText('loaded')).toHaveLength(2);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(module.current).toEqual({ text: 'loaded' });
  });

  it('nothing loads until wanted; a module already there renders at once', async () => {
    const importer = vi.fn(async () => ({ text: 'loaded' }));
    const module = lazyModule(importer);
    const view = render(<Probe module={module} wanted={false} />);
    await act(async () => undefined);
    expect(importer).not.toHaveBeenCalled();
    view.rerender(<Probe module={module} wanted />);
    expect(await screen.findByText('loaded')).toBeTruthy();
    view.unmount();
    render(<Probe module={module} wanted={false} />);
    expect(screen.getByText('loaded')).toBeTruthy();
  });

  it('a module that is a component renders as that component once it has arrived', async () => {
    const module = lazyModule(async () => () => <p>树面板</p>);
    function Slot() {
      const Part = useLazyModule(module);
      return Part ? <Part /> : <output>waiting</output>;
    }
    render(<Slot />);
    expect(await screen.findByText('树面板')).toBeTruthy();
  });

  it('a failed load is asked for again on the next need', async () => {
    const importer = vi
      .fn<() => Promise<{ text: string }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ text: 'loaded' });
    const module = lazyModule(importer);
    await expect(module.load()).rejects.toThrow('chunk failed');
    await expect(module.load()).resolves.toEqual({ text: 'loaded' });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  describe('a part on screen whose load failed', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('asks again after 5 s, 10 s and 30 s and shows the module once it loads', async () => {
      vi.useFakeTimers();
      const importer = vi
        .fn<() => Promise<{ text: string }>>()
        .mockRejectedValueOnce(new Error('503'))
        .mockRejectedValueOnce(new Error('503'))
        .mockRejectedValueOnce(new Error('503'))
        .mockResolvedValueOnce({ text: 'loaded' });
      render(<Probe module={lazyModule(importer)} />);
      await act(() => vi.advanceTimersByTimeAsync(50)); // the first paint (a frame) and the failed load
      expect(importer).toHaveBeenCalledTimes(1);
      for (const [i, wait] of LAZY_MODULE_RETRY_MS.entries()) {
        await act(() => vi.advanceTimersByTimeAsync(wait - 100));
        expect(importer).toHaveBeenCalledTimes(i + 1);
        await act(() => vi.advanceTimersByTimeAsync(100));
        expect(importer).toHaveBeenCalledTimes(i + 2);
      }
      expect(screen.getByText('loaded')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(120_000));
      expect(importer).toHaveBeenCalledTimes(4);
    });

    it('parts sharing a failed module share one retry (one timer, one load per retry)', async () => {
      vi.useFakeTimers();
      const timersWith = async (parts: number) => {
        const importer = vi.fn<() => Promise<{ text: string }>>().mockRejectedValue(new Error('503'));
        const module = lazyModule(importer);
        const view = render(
          <>
            {Array.from({ length: parts }, (_, i) => (
              <Probe key={i} module={module} />
            ))}
          </>,
        );
        await act(() => vi.advanceTimersByTimeAsync(100));
        const timers = vi.getTimerCount();
        await act(() => vi.advanceTimersByTimeAsync(LAZY_MODULE_RETRY_MS[0]!));
        const loads = importer.mock.calls.length;
        view.unmount();
        return { timers, loads };
      };
      const one = await timersWith(1);
      expect(one.loads).toBe(2);
      expect(await timersWith(30)).toEqual(one);
    });

    it('stops asking once the part is gone', async () => {
      vi.useFakeTimers();
      const importer = vi.fn<() => Promise<{ text: string }>>().mockRejectedValue(new Error('503'));
      const view = render(<Probe module={lazyModule(importer)} />);
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(importer).toHaveBeenCalledTimes(1);
      view.unmount();
      await act(() => vi.advanceTimersByTimeAsync(120_000));
      expect(importer).toHaveBeenCalledTimes(1);
    });

    it('keeps asking while one of two parts is still on screen', async () => {
      vi.useFakeTimers();
      const importer = vi.fn<() => Promise<{ text: string }>>().mockRejectedValue(new Error('503'));
      const module = lazyModule(importer);
      const first = render(<Probe module={module} />);
      render(<Probe module={module} />);
      await act(() => vi.advanceTimersByTimeAsync(100));
      first.unmount();
      await act(() => vi.advanceTimersByTimeAsync(LAZY_MODULE_RETRY_MS[0]!));
      expect(importer).toHaveBeenCalledTimes(2);
    });
  });
});
