// The console's font stack for what draws text itself (canvas tiles, charts): the same
// `--console-font-family` the page's text uses (app/global.css, docs/adr/0093), so they find the Chinese
// face by name, already resolved for the page, instead of searching the system fallback for it.

/** The stack on one line, or `sans-serif` where the property is not set (tests without the stylesheet). */
export function consoleFontFamily(): string {
  const stack = getComputedStyle(document.documentElement).getPropertyValue('--console-font-family');
  return stack.replace(/\s+/g, ' ').trim() || 'sans-serif';
}
