// antd's tables render a 0 px high "measure row", marked aria-hidden, that repeats the header's controls
// (the select-all checkbox) and leaves them focusable: a keyboard user tabs into an invisible checkbox
// and axe reports aria-hidden-focus (docs/adr/0049). Marking each such row inert takes it out of the focus
// order as well; layout, and so antd's measuring, is unaffected.
const MEASURE_ROW = '.ant-table-measure-row';

function markWithin(element: Element): void {
  if (element.matches(MEASURE_ROW)) (element as HTMLElement).inert = true;
  for (const row of element.querySelectorAll<HTMLElement>(MEASURE_ROW)) row.inert = true;
}

/** Marks the measure rows under `root` now and whenever tables render new ones; returns the stop. */
export function inertMeasureRows(root: Element): () => void {
  markWithin(root);
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof Element) markWithin(node);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
