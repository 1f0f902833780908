// The tab bar with drag sorting (01 §2.9), loaded apart from the layout (docs/adr/0054: dnd-kit is about 90 kB
// and nobody drags in the first moment; lazy-sortable-tab-bar.ts decides when). Tabs move along the bar
// only, after 6 px of movement so a click still opens them, with a 220 ms transition.
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
import type { TabsProps } from 'antd';
import type { ReactElement } from 'react';
import { TAB_DRAG_ANIMATION_MS } from '@/lib/constants/layout';
import { TabItem } from './TabItem';
import type { TabActions } from './use-tab-actions';
import { visitedViews, type VisitedView } from './visited-views';

/** A few pixels of movement before a drag starts, so a click still opens the tab. */
const DRAG_START_DISTANCE = 6;

type RenderTabBar = NonNullable<TabsProps['renderTabBar']>;
export type TabBarProps = Parameters<RenderTabBar>[0];
export type DefaultTabBar = Parameters<RenderTabBar>[1];

function DraggableTab(props: { node: ReactElement; view: VisitedView; actions: TabActions }) {
  const { listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: props.view.path,
    transition: { duration: TAB_DRAG_ANIMATION_MS, easing: 'ease' },
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

export function SortableTabBar(props: {
  tabBarProps: TabBarProps;
  DefaultTabBar: DefaultTabBar;
  views: readonly VisitedView[];
  actions: TabActions;
}) {
  const { tabBarProps, DefaultTabBar, views, actions } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_START_DISTANCE } }),
  );
  const byPath = new Map(views.map((view) => [view.path, view]));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) visitedViews.move(String(active.id), String(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={views.map((view) => view.path)} strategy={horizontalListSortingStrategy}>
        <DefaultTabBar {...tabBarProps}>
          {(node) => {
            const view = byPath.get(String(node.key));
            return view ? <DraggableTab key={view.path} node={node} view={view} actions={actions} /> : node;
          }}
        </DefaultTabBar>
      </SortableContext>
    </DndContext>
  );
}
