// 01 §2.5: the upgrade banner is closable, links to 版本记录 (Edition) and hides the link on login.
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CLIENT_VERSION } from '@/lib/constants/layout';
import { RouteTableProvider, type RouteHandle } from '../route-table';
import type { ShellRoute } from '../route-types';
import { shellRoute } from '@/test/fixtures';
import { UpgradeBanner } from './UpgradeBanner';

const route = (name: string, path: string, layout: ShellRoute['layout']): ShellRoute =>
  shellRoute(name, path, { layout, hidden: true });

function renderAt(path: string, withEdition = true) {
  const routes = [route('login', '/login', 'bare'), route('profile', '/profile/index', 'frame')];
  if (withEdition) routes.push(route('Edition', '/edition/index', 'frame'));
  const router = createMemoryRouter(
    routes.map((r) => ({
      path: r.path,
      handle: { name: r.name } satisfies RouteHandle,
      element: <UpgradeBanner />,
    })),
    { initialEntries: [path] },
  );
  return render(
    <RouteTableProvider routes={routes} modules={[]}>
      <RouterProvider router={router} />
    </RouteTableProvider>,
  );
}

describe('UpgradeBanner', () => {
  it('01 §2.5: links to 版本记录 inside the console', () => {
    renderAt('/profile/index');
    expect(screen.getByText(`平台已升级至 ${CLIENT_VERSION}`, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看版本记录' }).getAttribute('href')).toBe('/edition/index');
  });

  it('01 §2.5: the link is hidden on the login route', () => {
    renderAt('/login');
    expect(screen.getByText(`平台已升级至 ${CLIENT_VERSION}`, { exact: false })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('01 §2.5: no link while the Edition page is not mounted', () => {
    renderAt('/profile/index', false);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('01 §2.5: closing it hides it for this version, also after a reload', () => {
    const first = renderAt('/profile/index');
    fireEvent.click(screen.getByRole('button', { name: '关闭升级提示' }));
    expect(screen.queryByText('平台已升级至', { exact: false })).toBeNull();
    first.unmount();
    renderAt('/profile/index');
    expect(screen.queryByText('平台已升级至', { exact: false })).toBeNull();
  });
});
