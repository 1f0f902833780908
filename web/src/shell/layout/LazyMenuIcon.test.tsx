/**
 * @vitest-environment jsdom
 * A module graph of its own: the icon map's chunk is loaded once per graph, and this file tests the
 * first render before it arrives.
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyMenuIcon } from './LazyMenuIcon';

describe('menu icons (01 §2.5 side menu, icon map loaded after the first paint)', () => {
  it('an icon-sized antd icon box first, the named icon once the map has loaded', async () => {
    const { container, findByRole } = render(<LazyMenuIcon name="HomeOutlined" />);
    const placeholder = container.querySelector<HTMLElement>('[data-icon-placeholder]');
    expect(placeholder?.className).toBe('anticon');
    expect(placeholder?.style.width).toBe('1em');
    expect(placeholder?.style.height).toBe('1em');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    expect((await findByRole('img', { name: 'home' })).classList.contains('anticon-home')).toBe(true);
    expect(container.querySelector('[data-icon-placeholder]')).toBeNull();
  });

  it('an unknown name gets the default icon', async () => {
    const { findByRole } = render(<LazyMenuIcon name="NoSuchIcon" />);
    expect(await findByRole('img', { name: 'appstore' })).toBeTruthy();
  });
});
