// The frame's links (docs/adr/0070): the router's address, a plain click navigates in the console,
// a click with a modifier key is left to the browser.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ShellLink } from './ShellLink';

function Where() {
  return <output aria-label="地址">{useLocation().pathname}</output>;
}

function renderLink() {
  const page = (
    <>
      <ShellLink to="/edition/index">查看版本记录</ShellLink>
      <Where />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/home', element: page },
      { path: '/edition/index', element: page },
    ],
    { initialEntries: ['/home'] },
  );
  render(<RouterProvider router={router} />);
}

const link = () => screen.getByRole('link', { name: '查看版本记录' });
const where = () => screen.getByRole('status', { name: '地址' }).textContent;

afterEach(cleanup);

describe('ShellLink', () => {
  it("has the router's address and navigates on a click", async () => {
    renderLink();
    // a memory router's address is the path itself (the console's hash router makes it '#/edition/index')
    expect(link().getAttribute('href')).toBe('/edition/index');
    await act(() => fireEvent.click(link()));
    expect(where()).toBe('/edition/index');
  });

  it('leaves a click with a modifier key to the browser', async () => {
    renderLink();
    await act(() => fireEvent.click(link(), { ctrlKey: true }));
    expect(where()).toBe('/home');
  });
});
