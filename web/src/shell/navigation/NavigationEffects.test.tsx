// 01 §2: every navigation shows the progress bar and scrolls the window to the top.
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigationEffects } from './NavigationEffects';
import { PROGRESS_FINISH_MS, progressPhase } from './NavigationProgress';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const bar = () => document.querySelector('.nav-progress');

describe('progressPhase', () => {
  it('runs while loading, finishes for a navigation not yet settled, hides once settled', () => {
    expect(progressPhase(true, 'b', 'a')).toBe('run');
    expect(progressPhase(true, 'a', 'a')).toBe('run');
    expect(progressPhase(false, 'b', 'a')).toBe('finish');
    expect(progressPhase(false, 'a', undefined)).toBe('finish');
    expect(progressPhase(false, 'a', 'a')).toBe('hidden');
  });
});

describe('NavigationEffects', () => {
  it('01 §2: a navigation runs the bar to the end, hides it and scrolls to the top', async () => {
    vi.useFakeTimers();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const router = createMemoryRouter([{ path: '*', element: <NavigationEffects /> }], {
      initialEntries: ['/a'],
    });
    render(<RouterProvider router={router} />);
    act(() => vi.advanceTimersByTime(PROGRESS_FINISH_MS));
    expect(bar()).toBeNull();

    await act(() => router.navigate('/b?page=2'));
    expect(bar()?.getAttribute('data-phase')).toBe('finish');
    expect(bar()?.getAttribute('aria-hidden')).toBe('true');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    act(() => vi.advanceTimersByTime(PROGRESS_FINISH_MS - 1));
    expect(bar()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(bar()).toBeNull();
  });

  it('01 §2: the bar creeps on for as long as a page loads, then finishes', async () => {
    let arrive: () => void = () => undefined;
    const page = new Promise<void>((resolve) => (arrive = resolve));
    const router = createMemoryRouter(
      [
        {
          element: <NavigationEffects />,
          children: [
            { path: '/a', element: null },
            { path: '/slow', loader: () => page.then(() => null), element: null },
          ],
        },
      ],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);

    let navigation: Promise<void> = Promise.resolve();
    act(() => {
      navigation = router.navigate('/slow');
    });
    await vi.waitFor(() => expect(bar()?.getAttribute('data-phase')).toBe('run'));

    await act(async () => {
      arrive();
      await navigation;
    });
    expect(router.state.location.pathname).toBe('/slow');
    expect(bar()?.getAttribute('data-phase')).toBe('finish');
  });

  it('unmounting the console leaves no timer behind', () => {
    vi.useFakeTimers();
    const router = createMemoryRouter([{ path: '*', element: <NavigationEffects /> }]);
    const { unmount } = render(<RouterProvider router={router} />);
    expect(bar()?.getAttribute('data-phase')).toBe('finish');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
