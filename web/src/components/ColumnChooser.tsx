// Column chooser (02 §4 "Column chooser with select-all: at least one column must stay checked"; 01 §5;
// 02 §9 list max height 400 px). A button 列设置 opening a panel with 全选 and one checkbox per column.
// The last checked column cannot be unchecked, and un-ticking 全选 keeps the first column.
// Props: columns [{ key, title }] in table order; value (keys shown); onChange(keys, in column order);
// label (button text, default 列设置).
import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover } from 'antd';
import { useId } from 'react';
import { COLUMN_CHOOSER_ALL, COLUMN_CHOOSER_LABEL, COLUMN_CHOOSER_MAX_HEIGHT } from '../lib/constants/tables';

export interface ChooserColumn {
  key: string;
  title: string;
}

export interface ColumnChooserProps {
  columns: readonly ChooserColumn[];
  value: readonly string[];
  onChange: (keys: string[]) => void;
  label?: string;
}

/** The keys of `columns` that are in `wanted`, in column order, never empty when columns exist. */
export function chosenKeys(columns: readonly ChooserColumn[], wanted: ReadonlySet<string>): string[] {
  const keys = columns.map((c) => c.key).filter((key) => wanted.has(key));
  return keys.length > 0 || columns.length === 0 ? keys : [columns[0]!.key];
}

export function ColumnChooser({
  columns,
  value,
  onChange,
  label = COLUMN_CHOOSER_LABEL,
}: ColumnChooserProps) {
  const listId = useId();
  const checked = new Set(chosenKeys(columns, new Set(value)));
  const all = checked.size === columns.length;

  const toggle = (key: string, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(key);
    else next.delete(key);
    if (next.size > 0) onChange(chosenKeys(columns, next));
  };

  const panel = (
    <div style={{ minWidth: 160 }}>
      <Checkbox
        checked={all}
        indeterminate={!all && checked.size > 0}
        onChange={(event) =>
          onChange(event.target.checked ? columns.map((c) => c.key) : chosenKeys(columns, new Set()))
        }
      >
        {COLUMN_CHOOSER_ALL}
      </Checkbox>
      <div
        id={listId}
        role="group"
        aria-label={label}
        style={{ maxHeight: COLUMN_CHOOSER_MAX_HEIGHT, overflowY: 'auto', marginTop: 8 }}
      >
        {columns.map((column) => {
          const on = checked.has(column.key);
          return (
            <div key={column.key} style={{ lineHeight: '28px' }}>
              <Checkbox
                checked={on}
                disabled={on && checked.size === 1}
                onChange={(event) => toggle(column.key, event.target.checked)}
              >
                {column.title}
              </Checkbox>
            </div>
          );
        })}
      </div>
    </div>
  );

  return (
    <Popover content={panel} trigger="click" placement="bottomRight">
      <Button icon={<SettingOutlined aria-hidden />} aria-haspopup="dialog">
        {label}
      </Button>
    </Popover>
  );
}
