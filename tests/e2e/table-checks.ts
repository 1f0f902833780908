// Geometry checks of what an operator reads in a list (docs/adr/0067), shared by the legibility journeys
// and the menu crawls: one evaluate per page, so a crawl stays about as fast as it was.
import type { Locator, Page } from '@playwright/test';

/**
 * The problems of the tables on show, one line each: a date-time cell (yyyy-MM-dd HH:mm:ss) whose text
 * does not fit its cell; a table with cells under its fixed right column and no horizontal scroll bar
 * on screen to bring them out; a cell still under the fixed column once the table is scrolled to its end;
 * a row's 操作 (the fixed right cell) whose buttons do not fit on one line.
 */
export async function tableCellProblems(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const problems: string[] = [];
    const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
    // On screen: rendered (not in a hidden kept page, whose boxes stay laid out) and within the viewport.
    const visible = (element: Element | null | undefined) => {
      const box = element?.checkVisibility() ? element.getBoundingClientRect() : undefined;
      return !!box && box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0;
    };
    /** The cells of each row lying under the row's fixed right cell. */
    const underFixed = (table: Element) =>
      [...table.querySelectorAll('.ant-table-tbody > tr.ant-table-row')].flatMap((row) => {
        const cells = [...row.querySelectorAll<HTMLElement>(':scope > td')];
        const fixed = cells.find((c) => /ant-table-cell-fix-(end|right)\b/.test(c.className));
        if (!fixed) return [];
        const left = fixed.getBoundingClientRect().left;
        return cells.filter(
          (c) => !c.className.includes('fix') && c.getBoundingClientRect().right > left + 1,
        );
      });
    /** A fixed right cell whose buttons and links sit on more than one line: the labels of the later lines. */
    const wrappedActions = (row: Element) => {
      const cell = row.querySelector(':scope > td[class*="ant-table-cell-fix-"]:last-child');
      const controls = [...(cell?.querySelectorAll<HTMLElement>('button, a') ?? [])].filter((c) =>
        c.checkVisibility(),
      );
      const firstLine = Math.min(...controls.map((c) => c.getBoundingClientRect().top));
      return controls
        .filter((c) => c.getBoundingClientRect().top > firstLine + 4)
        .map((c) => c.textContent?.trim() ?? '');
    };
    const headerOf = (table: Element, cell: HTMLTableCellElement) =>
      table.querySelectorAll('.ant-table-thead th')[cell.cellIndex]?.textContent ?? '';
    /** The text's own width against the cell's content box (whichever element clips it). */
    const cut = (cell: HTMLElement) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const style = getComputedStyle(cell);
      const room =
        cell.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return range.getBoundingClientRect().width > room + 0.5;
    };

    for (const table of [...main.querySelectorAll<HTMLElement>('.ant-table')].filter(visible)) {
      const scroller = table.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
      const bar = table.querySelector('.ant-table-sticky-scroll');
      const scrollerEnd = scroller ? scroller.getBoundingClientRect().bottom <= innerHeight : false;
      if (underFixed(table).length > 0 && !visible(bar) && !scrollerEnd)
        problems.push('cells under the fixed column and no horizontal scroll bar on screen');
      if (scroller) scroller.scrollLeft = scroller.scrollWidth;
      for (const cell of underFixed(table))
        problems.push(`${headerOf(table, cell as HTMLTableCellElement)} under the fixed column`);
      for (const row of table.querySelectorAll('.ant-table-tbody > tr.ant-table-row')) {
        const wrapped = wrappedActions(row);
        if (wrapped.length > 0) problems.push(`操作 on two lines: ${wrapped.join(', ')}`);
      }
      for (const cell of table.querySelectorAll<HTMLTableCellElement>('.ant-table-tbody td')) {
        const text = cell.textContent?.trim() ?? '';
        if (DATE_TIME.test(text) && cut(cell)) problems.push(`${headerOf(table, cell)} "${text}" cut`);
      }
      if (scroller) scroller.scrollLeft = 0;
    }
    return [...new Set(problems)].slice(0, 10);
  });
}

/** The buttons, links and inputs of the page that the element's box overlaps. */
export async function overlappingControls(element: Locator): Promise<string[]> {
  return element.evaluate((own) => {
    const box = own.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('button, a[href], input, [role="button"], li[title]')]
      .filter((control) => !own.contains(control))
      .filter((control) => {
        const r = control.getBoundingClientRect();
        return (
          r.width > 0 &&
          r.height > 0 &&
          r.left < box.right &&
          r.right > box.left &&
          r.top < box.bottom &&
          r.bottom > box.top
        );
      })
      .map(
        (control) =>
          control.getAttribute('aria-label') ?? (control.title || control.textContent || control.tagName),
      );
  });
}

export interface NamedBox {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** a round marker: against another round one, the circles count, not their boxes */
  round?: boolean;
}

function cover(a: NamedBox, b: NamedBox): boolean {
  if (a.round && b.round) {
    const apart = Math.hypot(
      (a.left + a.right - b.left - b.right) / 2,
      (a.top + a.bottom - b.top - b.bottom) / 2,
    );
    return apart < (a.right - a.left + b.right - b.left) / 2 - 1;
  }
  const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return x > 1 && y > 1;
}

/** The pairs of boxes (or round markers) that overlap by more than a pixel, as `"a" × "b"`. */
export function overlappingPairs(boxes: readonly NamedBox[]): string[] {
  const pairs: string[] = [];
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => {
      if (cover(a, b)) pairs.push(`"${a.name}" × "${b.name}"`);
    }),
  );
  return pairs;
}
