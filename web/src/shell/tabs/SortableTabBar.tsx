// Drag sorting of the tab bar (01 §2.9), loaded apart from the layout (docs/adr/0054: dnd-kit is about 90 kB
// and nobody drags in the first moment; lazy-sortable-tab-bar.ts decides when). Tabs move along the bar
// only, after 6 px of movement so a click still opens them, with a 220 ms transition.
// The drag context wraps the tab strip from above and changes only with the list of tabs: a tab switch
// re-renders the strip's tabs, not the drag context, and no tab's sortable state changes (docs/adr/0079).
import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useMemo, type ReactElement, type ReactNode } from 'react';
import { TAB_DRAG_ANIMATION_MS } from '@/lib/constants/layout';
import { TabItem } from './TabItem';
import type { TabActions } from './use-tab-actions';
import { visitedViews, type VisitedView } from './visited-views';

/** A few pixels of movement before a drag starts, so a click still opens the tab. */
const POINTER_OPTIONS = { activationConstraint: { distance: 6 } };
const TRANSITION = { duration: TAB_DRAG_ANIMATION_MS, easing: 'ease' };

function onDragEnd({ active, over }: DragEndEvent): void {
  if (over && active.id !== over.id) visitedViews.move(String(active.id), String(over.id));
}

/** One tab with dnd-kit's ref, listeners and movement. */
export function DraggableTab(props: { node: ReactElement; view: VisitedView; actions: TabActions }) {
  const { listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: props.view.path,
    transition: TRANSITION,
  });
  // antd's inner role="tab" element carries the semantics and focus; the wrapper stays a plain div
  // with none of dnd-kit's ARIA attributes (role, aria-roledescription, aria-describedby): a tablist may
  // only hold tabs, and an ARIA-attributed wrapper would stand between them (axe aria-required-children).
  return (
    <TabItem
      {...props}
      sortable={{
        setNodeRef,
        listeners,
        style: {
          transform: CSS.Translate.toString(transform && { ...transform, y: 0 }),
          transition,
          zIndex: isDragging ? 1 : undefined,
        },
      }}
    />
  );
}

/** The drag context around the tab strip: its tabs (DraggableTab) sort among `views`. */
export const SortableTabBar = memo(function SortableTabBar(props: {
  views: readonly VisitedView[];
  children: ReactNode;
}) {
  const { views, children } = props;
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS));
  const items = useMemo(() => views.map((view) => view.path), [views]);
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items} strategy={horizontalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
});
