// One slot of the chosen template in the editor: a drop target holding its panels in order, with a
// 放入 button that places the selected panel here (the keyboard / click alternative to dragging).
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Typography } from 'antd';
import type { TemplateSlot } from '../layout/templates';
import { PlacedChip } from './PanelChip';

export interface SlotBoxProps {
  slot: TemplateSlot;
  panels: readonly string[];
  selected?: string;
  onSelect: (panel: string) => void;
  onPlace: (slot: string) => void;
  onShift: (panel: string, delta: -1 | 1) => void;
  onRemove: (panel: string) => void;
}

export function SlotBox({ slot, panels, selected, onSelect, onPlace, onShift, onRemove }: SlotBoxProps) {
  const { setNodeRef, isOver } = useDroppable({ id: `slot:${slot.key}` });
  return (
    <section
      ref={setNodeRef}
      className="dash-editor-slot"
      aria-label={slot.title}
      data-over={isOver}
      data-slot={slot.key}
      style={{ gridArea: slot.key }}
    >
      <div className="dash-editor-slot-head">
        <span>{slot.title}</span>
        <Button size="small" disabled={!selected} onClick={() => onPlace(slot.key)}>
          放入{slot.title}
        </Button>
      </div>
      <SortableContext items={[...panels]} strategy={verticalListSortingStrategy}>
        <div
          role="list"
          aria-label={`${slot.title}面板`}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        >
          {panels.map((panel) => (
            <PlacedChip
              key={panel}
              panel={panel}
              selected={selected === panel}
              onSelect={onSelect}
              onShift={onShift}
              onRemove={onRemove}
            />
          ))}
        </div>
      </SortableContext>
      {panels.length === 0 && (
        <Typography.Text type="secondary">拖入面板，或选中面板后点击“放入{slot.title}”</Typography.Text>
      )}
    </section>
  );
}
