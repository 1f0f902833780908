// The menus' pass after a tab switch: antd's menu clones every item's icon element on each of
// its renders; a selection change must not render the ~170 icons again.
import { render, screen } from '@testing-library/react';
import { Menu } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { LazyMenuIcon } from './LazyMenuIcon';

const iconRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./MenuIcon', () => ({
  MenuIcon: ({ name }: { name?: string }) => {
    iconRenders.count++;
    return <span data-testid="menu-icon">{name}</span>;
  },
}));

const items = [
  { key: 'a', icon: <LazyMenuIcon name="HomeOutlined" />, label: '首页' },
  { key: 'b', icon: <LazyMenuIcon name="TeamOutlined" />, label: '住户管理' },
];

describe('menu icons in antd Menu', () => {
  it('a new selection does not render the icons again', async () => {
    const view = render(<Menu mode="inline" items={items} selectedKeys={['a']} />);
    expect(await screen.findAllByTestId('menu-icon')).toHaveLength(2);
    const before = iconRenders.count;
    view.rerender(<Menu mode="inline" items={items} selectedKeys={['b']} />);
    expect(screen.getByRole('menuitem', { name: /住户管理/ }).className).toContain('ant-menu-item-selected');
    expect(iconRenders.count).toBe(before);
  });
});
