// 01 §2: every navigation shows the progress bar and scrolls the window to the top.
import { act, render } from '@testing-library/react';
import NProgress from 'nprogress';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigationEffects } from './NavigationEffects';

afterEach(() => vi.restoreAllMocks());

describe('NavigationEffects', () => {
  it('01 §2: each navigation starts the progress bar, finishes it and scrolls to the top', async () => {
    const start = vi.spyOn(NProgress, 'start');
    const done = vi.spyOn(NProgress, 'done');
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const router = createMemoryRouter([{ path: '*', element: <NavigationEffects /> }], {
      initialEntries: ['/a'],
    });
    await import('./progress-bar'); // the bar's module, loaded on the first navigation
    render(<RouterProvider router={router} />);
    await vi.waitFor(() => expect(start).toHaveBeenCalled());
    const before = { start: start.mock.calls.length, done: done.mock.calls.length };

    await act(() => router.navigate('/b'));
    await act(() => router.navigate('/b?page=2'));

    await vi.waitFor(() => expect(start.mock.calls.length - before.start).toBe(2));
    await vi.waitFor(() => expect(done.mock.calls.length - before.done).toBeGreaterThanOrEqual(2));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(NProgress.isStarted()).toBe(false);
  });
});
