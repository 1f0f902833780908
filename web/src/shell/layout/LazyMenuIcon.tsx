// The menus' icons without the icon map in the layout's chunk (docs/adr/0054): MenuIcon.tsx maps every
// catalogue icon name, about 190 kB of SVG data, and loads after the first paint. Until then each icon
// is an empty box of the icon's size with antd's icon class, so labels and menu widths do not move.
import { memo, type CSSProperties } from 'react';
import { lazyModule, useLazyModule } from '@/components/lazy-module';

const menuIcons = lazyModule(() => import('./MenuIcon'));

/** An antd icon is an inline-flex box of 1em × 1em (its svg). */
const PLACEHOLDER: CSSProperties = { display: 'inline-flex', width: '1em', height: '1em' };

/**
 * Rendered again only for another name: antd's menu clones every item's icon element on each of its
 * renders, with a class and a new style object (neither used here: the icon's own `anticon` class is
 * what the menu styles), so all ~170 icons would re-render with every selection change
 * (docs/adr/0024).
 */
export const LazyMenuIcon = memo(
  function LazyMenuIcon({ name }: { name?: string }) {
    const icons = useLazyModule(menuIcons);
    if (icons) return <icons.MenuIcon name={name} />;
    return <span className="anticon" aria-hidden data-icon-placeholder style={PLACEHOLDER} />;
  },
  (before, after) => before.name === after.name,
);
