/**
 * @vitest-environment jsdom
 * A module graph of its own: the drag code's chunk is loaded once per graph, and this file tests the
 * moment before it arrives.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { FocusEvent, PointerEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';

const press = {} as PointerEvent;

/** The hook from a fresh module graph, so every test starts before the drag code has loaded, whatever
 *  ran before it (the tests pass in any order). */
async function freshHook() {
  vi.resetModules();
  return (await import('./lazy-sortable-tab-bar')).useSortableTabBar;
}

/**
 * Resolves once the drag code has arrived, seen by a bar not in use. Not `renderHook` inside `waitFor`:
 * waitFor also runs its callback on every DOM mutation, each render mutates the DOM, and while the
 * import is still on its way that loop never yields to it (the file ran out of memory in some orders).
 */
async function arrived(useSortableTabBar: Awaited<ReturnType<typeof freshHook>>): Promise<void> {
  const idle = renderHook(() => useSortableTabBar(false));
  await waitFor(() => expect(idle.result.current.module).toBeDefined());
}

describe('tab drag code loading (01 §2.9 drag sorting, loaded after the first paint)', () => {
  it('01 §2.9: a tab pressed while the drag code arrives keeps its plain tab until released', async () => {
    const useSortableTabBar = await freshHook();
    // Not loading by itself (no first paint wanted): the pointer entering the bar asks for it.
    const { result } = renderHook(() => useSortableTabBar(false));
    expect(result.current.module).toBeUndefined();
    act(() => result.current.handlers.onPointerDown(press));
    act(() => result.current.handlers.onPointerEnter());
    const module = await import('./SortableTabBar');
    await arrived(useSortableTabBar);
    // Arrived: a bar rendered now gets it at once …
    expect(renderHook(() => useSortableTabBar(false)).result.current.module?.SortableTabBar).toBe(
      module.SortableTabBar,
    );
    // … but swapping the tab elements mid-press would lose the click.
    expect(result.current.module).toBeUndefined();
    act(() => void window.dispatchEvent(new Event('pointerup')));
    await waitFor(() => expect(result.current.module?.SortableTabBar).toBe(module.SortableTabBar));
  });

  it('01 §2.9: a focused tab keeps its element while the drag code arrives, until focus leaves the bar', async () => {
    const useSortableTabBar = await freshHook();
    const bar = document.createElement('nav');
    const tab = document.createElement('div');
    bar.append(tab);
    const outside = document.createElement('button');
    const focusEvent = (relatedTarget: Node | null) =>
      ({ currentTarget: bar, relatedTarget }) as unknown as FocusEvent;
    const { result } = renderHook(() => useSortableTabBar(false));
    act(() => result.current.handlers.onFocus(focusEvent(null)));
    act(() => result.current.handlers.onPointerEnter());
    await arrived(useSortableTabBar);
    // Focus moving from tab to tab inside the bar keeps the plain bar …
    act(() => result.current.handlers.onBlur(focusEvent(tab)));
    expect(result.current.module).toBeUndefined();
    // … leaving the bar brings the drag code in.
    act(() => result.current.handlers.onBlur(focusEvent(outside)));
    await waitFor(() => expect(result.current.module?.SortableTabBar).toBeDefined());
  });

  it('01 §2.9: once loaded, a new tab bar drags from its first render', async () => {
    const useSortableTabBar = await freshHook();
    const first = renderHook(() => useSortableTabBar(false));
    act(() => first.result.current.handlers.onPointerEnter());
    await arrived(useSortableTabBar);
    const { result } = renderHook(() => useSortableTabBar(true));
    expect(result.current.module).toBeDefined();
  });
});
