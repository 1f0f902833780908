// The console's navigate (docs/adr/0024, 0070): absolute paths and history steps through the data
// router, without reading the route or location contexts; a component test's MemoryRouter works too.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  createMemoryRouter,
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  useLocation,
} from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { viewCache } from '../keep-alive/view-cache';
import { useShellNavigate } from './use-shell-navigate';

let renders = 0;

function Controls() {
  const navigate = useShellNavigate();
  renders++;
  return (
    <>
      <button onClick={() => navigate('/b?q=1')}>前往</button>
      <button onClick={() => navigate('/c', { replace: true })}>替换</button>
      <button onClick={() => navigate(-1)}>返回</button>
    </>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="地址">{pathname + search}</output>;
}

const where = () => screen.getByRole('status', { name: '地址' }).textContent;
const click = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));

afterEach(() => {
  cleanup();
  viewCache.clear();
  renders = 0;
});

describe('useShellNavigate', () => {
  it('goes to absolute paths and back through the data router, without re-rendering its caller', async () => {
    const page = (
      <>
        <Controls />
        <Where />
      </>
    );
    const router = createMemoryRouter(
      [
        { path: '/a', element: page },
        { path: '/b', element: page },
        { path: '/c', element: page },
      ],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    const first = renders;
    await click('前往');
    expect(where()).toBe('/b?q=1');
    await click('返回');
    expect(where()).toBe('/a');
    // the same element on every route: the controls did not run again for the navigations
    expect(renders).toBe(first);
  });

  it('keeps working in a MemoryRouter (push, replace, history steps)', async () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <Controls />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    await click('前往');
    expect(where()).toBe('/b?q=1');
    await click('替换');
    expect(where()).toBe('/c');
    await click('返回');
    expect(where()).toBe('/a');
  });
});
