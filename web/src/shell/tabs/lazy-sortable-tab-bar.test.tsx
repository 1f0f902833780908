import { act, renderHook, waitFor } from '@testing-library/react';
import type { PointerEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { useSortableTabBar } from './lazy-sortable-tab-bar';

const press = {} as PointerEvent;

describe('tab drag code loading (01 §2.9 drag sorting, issue 9 bundle)', () => {
  it('01 §2.9: a tab pressed while the drag code arrives keeps its plain tab until released', async () => {
    // Not loading by itself (no first paint wanted): the pointer entering the bar asks for it.
    const { result } = renderHook(() => useSortableTabBar(false));
    expect(result.current.module).toBeUndefined();
    act(() => result.current.handlers.onPointerDown(press));
    act(() => result.current.handlers.onPointerEnter());
    const module = await import('./SortableTabBar');
    // Arrived: a bar rendered now gets it at once …
    await waitFor(() =>
      expect(renderHook(() => useSortableTabBar(false)).result.current.module).toBeDefined(),
    );
    // … but swapping the tab elements mid-press would lose the click.
    expect(result.current.module).toBeUndefined();
    act(() => void window.dispatchEvent(new Event('pointerup')));
    await waitFor(() => expect(result.current.module?.SortableTabBar).toBe(module.SortableTabBar));
  });

  it('01 §2.9: once loaded, a new tab bar drags from its first render', () => {
    const { result } = renderHook(() => useSortableTabBar(true));
    expect(result.current.module).toBeDefined();
  });
});
