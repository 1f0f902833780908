/**
 * @vitest-environment jsdom
 * A module graph of its own: antd keeps the styles it made in a module-level cache, which other test
 * files of a shared graph would have filled already.
 */
// The tree's first frame (docs/adr/0056): once the layout has painted and the browser is idle, the styles of a list
// page's antd components are made ahead, with nothing added to the document's body. (Nothing where
// the browser has no idle callbacks: when-idle.test.ts.)
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StyleWarmup } from './StyleWarmup';

const idleTasks: (() => void)[] = [];
const stylesMentioning = (selector: string) =>
  [...document.head.querySelectorAll('style')].filter((style) => style.textContent?.includes(selector));

describe('StyleWarmup', () => {
  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => {
    cleanup(); // before the stubs go: unmounting cancels the idle callback
    idleTasks.length = 0;
    vi.unstubAllGlobals();
  });

  it('makes the table, pagination and tree styles once idle, outside the document', async () => {
    const { container } = render(
      <main>
        <StyleWarmup />
      </main>,
    );
    // nothing before the idle moment
    await waitFor(() => expect(idleTasks).toHaveLength(1));
    expect(stylesMentioning('.ant-table')).toHaveLength(0);
    act(() => idleTasks.splice(0).forEach((task) => task()));
    // The first import of WarmStyles transforms antd's Table, Tree and Form: seconds on a loaded machine.
    await waitFor(() => expect(stylesMentioning('.ant-table').length).toBeGreaterThan(0), {
      timeout: 20_000,
    });
    expect(stylesMentioning('.ant-pagination').length).toBeGreaterThan(0);
    expect(stylesMentioning('.ant-tree').length).toBeGreaterThan(0);
    expect(container.innerHTML).toBe('<main></main>');
    expect(document.body.querySelector('.ant-table, .ant-tree, .ant-form')).toBeNull();
  });
});
