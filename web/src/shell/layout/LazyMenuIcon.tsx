// The menus' icons without the icon map in the layout's chunk (issue 9): MenuIcon.tsx maps every
// catalogue icon name, about 190 kB of SVG data, and loads after the first paint. Until then each icon
// is an empty box of the icon's size with antd's icon class, so labels and menu widths do not move.
import type { CSSProperties } from 'react';
import { lazyModule, useLazyModule } from '../../components/lazy-module';

const menuIcons = lazyModule(() => import('./MenuIcon'));

/** An antd icon is an inline-flex box of 1em × 1em (its svg). */
const PLACEHOLDER: CSSProperties = { display: 'inline-flex', width: '1em', height: '1em' };

export function LazyMenuIcon({ name }: { name?: string }) {
  const icons = useLazyModule(menuIcons);
  if (icons) return <icons.MenuIcon name={name} />;
  return <span className="anticon" aria-hidden data-icon-placeholder style={PLACEHOLDER} />;
}
