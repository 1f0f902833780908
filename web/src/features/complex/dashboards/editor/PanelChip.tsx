// A panel in the editor: draggable from the palette or sortable within a slot; a click selects it for
// the keyboard / click alternative (放入 a slot), and placed panels have 上移 / 下移 / 移除.
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useDraggable } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { panelOf } from '../panels/registry';

interface ChipProps {
  panel: string;
  selected: boolean;
  onSelect: (panel: string) => void;
}

function ChipBody({ panel, selected, onSelect, extra }: ChipProps & { extra?: ReactNode }) {
  const title = panelOf(panel)?.title ?? panel;
  return (
    <>
      <HolderOutlined aria-hidden />
      <button
        type="button"
        className="dash-editor-chip-title"
        aria-pressed={selected}
        onClick={() => onSelect(panel)}
        style={{ all: 'unset', cursor: 'pointer', flex: 1, minWidth: 0 }}
      >
        {title}
      </button>
      {extra}
    </>
  );
}

export function PaletteChip(props: ChipProps) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `palette:${props.panel}`,
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    opacity: isDragging ? 0.6 : 1,
  };
  return (
    <div
      ref={setNodeRef}
      className="dash-editor-chip"
      data-selected={props.selected}
      data-panel={props.panel}
      style={style}
      {...attributes}
      {...listeners}
      role="listitem"
      tabIndex={-1}
    >
      <ChipBody {...props} />
    </div>
  );
}

export function PlacedChip(
  props: ChipProps & { onShift: (panel: string, delta: -1 | 1) => void; onRemove: (panel: string) => void },
) {
  const { panel, onShift, onRemove } = props;
  const title = panelOf(panel)?.title ?? panel;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: panel });
  const style: CSSProperties = {
    transform: CSS.Transform.toString(transform),
    transition,
    opacity: isDragging ? 0.6 : 1,
  };
  return (
    <div
      ref={setNodeRef}
      className="dash-editor-chip"
      data-selected={props.selected}
      data-panel={panel}
      style={style}
      {...attributes}
      {...listeners}
      role="listitem"
      tabIndex={-1}
    >
      <ChipBody
        {...props}
        extra={
          <>
            <Button
              title="上移"
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              aria-label={`上移${title}`}
              onClick={() => onShift(panel, -1)}
            />
            <Button
              title="下移"
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              aria-label={`下移${title}`}
              onClick={() => onShift(panel, 1)}
            />
            <Button
              title="移除"
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`移除${title}`}
              onClick={() => onRemove(panel)}
            />
          </>
        }
      />
    </div>
  );
}
