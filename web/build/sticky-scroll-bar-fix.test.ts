import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  STICKY_SCROLL_BAR,
  STICKY_SCROLL_BAR_FIXES,
  fixStickyScrollBar,
  stickyScrollBarFix,
} from './sticky-scroll-bar-fix';

const modulePath = createRequire(import.meta.url).resolve('@rc-component/table/es/stickyScrollBar.js');
const installed = readFileSync(modulePath, 'utf8');

/** The plugin's transform hook, called as Vite calls it. */
function transform(code: string, id: string) {
  const hook = stickyScrollBarFix().transform as (code: string, id: string) => { code: string } | null;
  return hook(code, id);
}

describe('the sticky scroll bar fixes (docs/adr/0097)', () => {
  it('apply to the installed @rc-component/table', () => {
    const fixed = fixStickyScrollBar(installed);
    for (const [from, to] of STICKY_SCROLL_BAR_FIXES) {
      expect(fixed).toContain(to);
      expect(fixed).not.toContain(from);
    }
    // a mouseup outside a drag, a hidden table and an unchanged answer no longer set state
    expect(fixed).toContain('if (isActive) setActive(false);\n  };');
    expect(fixed).toContain('scrollBodyRef.current.checkVisibility?.() === false');
    expect(fixed.match(/state\.isHiddenScrollBar === (true|false) \? state :/g)).toHaveLength(2);
  });

  it('change nothing else in the module', () => {
    const fixed = fixStickyScrollBar(installed);
    let restored = fixed;
    for (const [from, to] of STICKY_SCROLL_BAR_FIXES) restored = restored.replace(to, from);
    expect(restored).toBe(installed);
  });

  it('leave a fixed module as it is', () => {
    const fixed = fixStickyScrollBar(installed);
    expect(fixStickyScrollBar(fixed)).toBe(fixed);
  });

  it('stop the build when the module no longer holds the code they replace', () => {
    const changed = installed.replace('setActive(false);\n  };', 'setActive(() => false);\n  };');
    expect(() => fixStickyScrollBar(changed)).toThrow(/stickyScrollBar\.js has changed/);
  });

  it('are applied by the Vite plugin to that module only', () => {
    expect(STICKY_SCROLL_BAR.test(modulePath)).toBe(true);
    expect(transform(installed, modulePath)?.code).toBe(fixStickyScrollBar(installed));
    expect(transform(installed, `${modulePath}?v=1a2b3c`)?.code).toBe(fixStickyScrollBar(installed));
    const table = modulePath.replace(/stickyScrollBar\.js$/, 'Table.js');
    expect(transform('export {};', table)).toBeNull();
    expect(transform('export {};', modulePath.replace(/[\\/]es[\\/]/, '/lib/'))).toBeNull();
  });
});
