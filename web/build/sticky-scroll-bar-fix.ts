// Fixes to @rc-component/table's sticky scroll bar, applied when the console is built (docs/adr/0097).
// Every table with a sticky header renders that bar, and the console keeps up to 12 list pages mounted
// and hidden (content-visibility). Each bar works on events of the whole document: it sets its drag
// state to false on every mouseup anywhere, and on every scroll of the page area or resize of the window
// it measures its table and sets its state anew. Each such update renders the bar, whose render reads the
// table body's scrollWidth and clientWidth, and each measure reads the table's box: for a hidden page, a
// forced layout of the whole page (about 0.6-0.9 s of one task at 4x CPU with 12 list pages kept, on the
// first click or page-size change after the pages opened). Fixed, a bar ends only a drag it is in, keeps
// its state when the answer is the same, and does not measure a table that is not rendered.
import type { Plugin } from 'vite';

/** The module the fixes apply to: the ES build that Vite bundles. */
export const STICKY_SCROLL_BAR = /[\\/]@rc-component[\\/]table[\\/]es[\\/]stickyScrollBar\.js(?:\?.*)?$/;

const hide = (hidden: boolean) => `        setScrollState(state => ({
          ...state,
          isHiddenScrollBar: ${hidden}
        }));`;
const hideOnChange = (
  hidden: boolean,
) => `        setScrollState(state => state.isHiddenScrollBar === ${hidden} ? state : {
          ...state,
          isHiddenScrollBar: ${hidden}
        });`;

/** Each piece of the module's code and what it becomes. */
export const STICKY_SCROLL_BAR_FIXES: readonly (readonly [from: string, to: string])[] = [
  // a mouseup ends a drag of this bar, if there is one
  [
    `  const onMouseUp = () => {
    setActive(false);
  };`,
    `  const onMouseUp = () => {
    if (isActive) setActive(false);
  };`,
  ],
  // a table on a hidden page (content-visibility, display: none) is not measured (where the browser can
  // tell: checkVisibility, Chromium 105 and later)
  [
    `      if (!scrollBodyRef.current) {
        return;
      }
      const tableOffsetTop`,
    `      if (!scrollBodyRef.current || scrollBodyRef.current.checkVisibility?.() === false) {
        return;
      }
      const tableOffsetTop`,
  ],
  // the same answer keeps the state object, so the bar does not render again
  [hide(true), hideOnChange(true)],
  [hide(false), hideOnChange(false)],
];

/**
 * The module's source with the fixes. Throws if the source no longer holds a piece of code a fix
 * replaces (a new version of the package): the fixes are then to be looked at again, not skipped.
 */
export function fixStickyScrollBar(source: string): string {
  return STICKY_SCROLL_BAR_FIXES.reduce((code, [from, to]) => {
    if (code.includes(to)) return code;
    if (!code.includes(from))
      throw new Error(
        "@rc-component/table's stickyScrollBar.js has changed: review web/build/sticky-scroll-bar-fix.ts " +
          '(docs/adr/0097) against the new version.',
      );
    return code.replace(from, to);
  }, source);
}

export function stickyScrollBarFix(): Plugin {
  return {
    name: 'zhsq:sticky-scroll-bar-fix',
    enforce: 'pre',
    transform(code, id) {
      return STICKY_SCROLL_BAR.test(id) ? { code: fixStickyScrollBar(code), map: null } : null;
    },
  };
}
