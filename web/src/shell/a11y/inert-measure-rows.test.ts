// Accessibility (docs/adr/0049): the aria-hidden measure rows of antd tables are inert, now and when added later.
import { afterEach, describe, expect, it } from 'vitest';
import { inertMeasureRows } from './inert-measure-rows';

const row = () => {
  const tr = document.createElement('tr');
  tr.className = 'ant-table-measure-row';
  tr.setAttribute('aria-hidden', 'true');
  tr.innerHTML = '<td><input type="checkbox" aria-label="Select all"></td>';
  return tr;
};

describe('inertMeasureRows', () => {
  let stop = () => undefined as void;
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('marks rows already there and rows added later, nested or not; other rows stay', async () => {
    const table = document.createElement('table');
    const first = row();
    const other = document.createElement('tr');
    table.append(first, other);
    document.body.append(table);
    stop = inertMeasureRows(document.body);
    expect(first.inert).toBe(true);

    const later = row();
    const wrapper = document.createElement('tbody');
    const nested = row();
    wrapper.append(nested);
    table.append(later, wrapper);
    await Promise.resolve(); // mutation observers run as a microtask
    expect([later.inert, nested.inert]).toEqual([true, true]);
    expect(other.inert).not.toBe(true);
  });
});
