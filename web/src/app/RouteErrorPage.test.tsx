// A page whose chunk cannot load (e.g. after a deployment) shows the error page, with no chunk of its own.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './RouteErrorPage';

describe('RouteErrorPage', () => {
  it('a failed page chunk shows 页面加载失败 with 刷新页面', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouteErrorPage />,
          lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '刷新页面' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});
