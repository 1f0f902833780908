// antd configuration from the layout preferences and the role theme (01 §2.6): UI size → componentSize
// (+ compact), the settings drawer's colour → colorPrimary (frame colours: shell/settings/theme.test.ts).
import { act, cleanup, render, screen } from '@testing-library/react';
import { HomeOutlined } from '@ant-design/icons';
import { ConfigProvider, theme } from 'antd';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateLayoutPreferences } from '../shell/preferences/layout-preferences';
import { THEME_PALETTES } from '../shell/settings/theme';
import { ThemedConfig } from './theme-config';

function Probe() {
  const { token } = theme.useToken();
  const { componentSize } = ConfigProvider.useConfig();
  return (
    <output aria-label="配置">
      {JSON.stringify({
        componentSize,
        colorPrimary: token.colorPrimary,
        controlHeight: token.controlHeight,
        motion: token.motion,
      })}
    </output>
  );
}

const read = () =>
  JSON.parse(screen.getByLabelText('配置').textContent ?? '{}') as {
    componentSize: string;
    colorPrimary: string;
    controlHeight: number;
    motion: boolean;
  };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  updateLayoutPreferences({ uiSize: 'default', themeColor: undefined });
});

describe('antd theme and size (01 §2.6)', () => {
  it('§2.6 UI size default / medium / small / mini → middle, middle compact, small, small compact', () => {
    render(
      <ThemedConfig>
        <Probe />
      </ThemedConfig>,
    );
    expect(read()).toMatchObject({ componentSize: 'middle', controlHeight: 32 });
    act(() => updateLayoutPreferences({ uiSize: 'medium' }));
    expect(read()).toMatchObject({ componentSize: 'middle', controlHeight: 28 });
    act(() => updateLayoutPreferences({ uiSize: 'small' }));
    expect(read()).toMatchObject({ componentSize: 'small', controlHeight: 32 });
    act(() => updateLayoutPreferences({ uiSize: 'mini' }));
    expect(read()).toMatchObject({ componentSize: 'small', controlHeight: 28 });
  });

  it('§2.6 the settings drawer colour replaces the role primary colour', () => {
    render(
      <ThemedConfig>
        <Probe />
      </ThemedConfig>,
    );
    expect(read().colorPrimary).toBe(THEME_PALETTES.themeblue.primary);
    act(() => updateLayoutPreferences({ themeColor: '#722ed1' }));
    expect(read().colorPrimary).toBe('#722ed1');
  });

  it('01 §2: the primary colour reaches what lives outside antd (the navigation progress bar)', () => {
    const variable = () => document.documentElement.style.getPropertyValue('--console-primary-color');
    render(
      <ThemedConfig>
        <Probe />
      </ThemedConfig>,
    );
    expect(variable()).toBe(THEME_PALETTES.themeblue.primary);
    act(() => updateLayoutPreferences({ themeColor: '#722ed1' }));
    expect(variable()).toBe('#722ed1');
  });

  it('the primary colour is written before the pages’ layout effects read the layout (one style pass)', () => {
    act(() => updateLayoutPreferences({ themeColor: '#13c2c2' }));
    let seenByLayoutEffect: string | undefined;
    function ReadsLayout() {
      useLayoutEffect(() => {
        seenByLayoutEffect = document.documentElement.style.getPropertyValue('--console-primary-color');
      }, []);
      return null;
    }
    render(
      <ThemedConfig>
        <ReadsLayout />
      </ThemedConfig>,
    );
    expect(seenByLayoutEffect).toBe('#13c2c2');
  });

  it('antd animates unless the system asks for less motion, and follows the setting as it changes', () => {
    // A system setting the test can change: the media query list of prefers-reduced-motion.
    const changes = new EventTarget();
    let reduce = true;
    vi.stubGlobal('matchMedia', (media: string) => ({
      get matches() {
        return media === '(prefers-reduced-motion: reduce)' && reduce;
      },
      media,
      addEventListener: (type: string, listener: EventListener) => changes.addEventListener(type, listener),
      removeEventListener: (type: string, listener: EventListener) =>
        changes.removeEventListener(type, listener),
    }));
    render(
      <ThemedConfig>
        <Probe />
      </ThemedConfig>,
    );
    expect(read().motion).toBe(false);
    act(() => {
      reduce = false;
      changes.dispatchEvent(new Event('change'));
    });
    expect(read().motion).toBe(true);
  });

  it('icons take their base rules from antd and do not each look through the styles in head', () => {
    const { rerender } = render(
      <ThemedConfig>
        <HomeOutlined />
      </ThemedConfig>,
    );
    // Every icon's own check reads head's children to find its <style> (rc-util updateCSS).
    const children = Object.getOwnPropertyDescriptor(Element.prototype, 'children')!;
    let headReads = 0;
    const spy = vi.spyOn(Element.prototype, 'children', 'get').mockImplementation(function (this: Element) {
      if (this === document.head) headReads++;
      return children.get!.call(this) as HTMLCollection;
    });
    try {
      rerender(
        <ThemedConfig>
          {Array.from({ length: 20 }, (_, i) => (
            <HomeOutlined key={i} />
          ))}
        </ThemedConfig>,
      );
    } finally {
      spy.mockRestore(); // the getter is the prototype's: never leave it spied for later tests
    }
    expect(headReads).toBe(0);
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(rules).toMatch(/\.anticon\{[^}]*display:inline-flex/);
  });
});
