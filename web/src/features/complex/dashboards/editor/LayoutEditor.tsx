// Layout editor of one dashboard (01 §2.9 editor button, §3 editor layout state): choose a template,
// arrange panels into its slots by dragging (palette → slot, reorder, between slots) or by selecting
// a panel and pressing 放入; pick the query day; 保存 (/l_o/save/v2, then back to the dashboard),
// 恢复默认, 取消 (confirmed when there are unsaved changes).
import {
  DndContext,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { App, Button, Card, Col, Empty, Row, Select, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { useRouteTable } from '@/shell/route-table';
import { QUERY_DAY_OPTIONS } from '@/features/complex/shared/query-range';
import { useSavedLayout } from '../api/get-layout';
import { useSaveLayout } from '../api/save-layout';
import type { DashboardDef } from '../dashboards';
import {
  defaultLayout,
  parseLayout,
  placePanel,
  removePanel,
  sameLayout,
  serializeLayout,
  shiftPanel,
  slotOf,
  switchTemplate,
  unplacedPanels,
  type DashboardLayout,
} from '../layout/layout-model';
import { templateOf, TEMPLATES } from '../layout/templates';
import { PaletteChip } from './PanelChip';
import { SlotBox } from './SlotBox';
import { TemplatePicker } from './TemplatePicker';
import './editor.css';

/** Drag ids: `palette:<panel>` from the palette, `<panel>` for placed panels, `slot:<slot>` targets. */
export function dropTarget(
  layout: DashboardLayout,
  overId: string,
): { slot: string; index?: number } | undefined {
  if (overId.startsWith('slot:')) return { slot: overId.slice(5) };
  const slot = slotOf(layout, overId);
  return slot ? { slot, index: layout.slots[slot]!.indexOf(overId) } : undefined;
}

export function LayoutEditor({ def }: { def: DashboardDef }) {
  const saved = useSavedLayout(def.pageKey);
  if (saved.isPending) return <Spin aria-label="布局加载中" />;
  // Read once: a background refetch must not reset what the user is arranging.
  return <EditorForm def={def} initial={parseLayout(saved.data, def).layout} />;
}

function EditorForm({ def, initial }: { def: DashboardDef; initial: DashboardLayout }) {
  const { modal } = App.useApp();
  const navigate = useShellNavigate();
  const table = useRouteTable();
  const save = useSaveLayout();
  const [layout, setLayout] = useState(initial);
  const [selected, setSelected] = useState<string>();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const template = templateOf(layout.templateId) ?? TEMPLATES[0]!;
  const palette = useMemo(() => unplacedPanels(layout, def), [layout, def]);
  const dirty = !sameLayout(layout, initial);
  const backToDashboard = () => void navigate(table.byName.get(def.name)?.path ?? '/');

  const update = (next: DashboardLayout) => {
    setLayout(next);
    setSelected(undefined);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const panel = String(active.id).replace(/^palette:/, '');
    const target = dropTarget(layout, String(over.id));
    if (target && panel !== String(over.id)) update(placePanel(layout, panel, target.slot, target.index));
  };
  const onSave = () => {
    save.mutate(
      {
        pageKey: def.pageKey,
        layoutId: layout.templateId,
        layoutConfig: serializeLayout(layout),
        queryDay: layout.queryDay,
      },
      { onSuccess: backToDashboard },
    );
  };
  const onCancel = () => {
    if (!dirty) {
      backToDashboard();
      return;
    }
    modal.confirm({
      title: '放弃未保存的修改？',
      content: '当前布局的修改尚未保存，离开后将丢失。',
      okText: '放弃修改',
      cancelText: '继续编辑',
      onOk: backToDashboard,
    });
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {def.title} · 布局编辑
        </Typography.Title>
        <Space wrap>
          <Button onClick={onCancel}>取消</Button>
          <Button onClick={() => update(defaultLayout(def))}>恢复默认</Button>
          <Button type="primary" loading={save.isPending} onClick={onSave}>
            保存
          </Button>
        </Space>
      </Space>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={7} xl={6}>
            <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
              <Card size="small" title="布局模板">
                <TemplatePicker
                  value={layout.templateId}
                  onChange={(id) => update(switchTemplate(layout, id))}
                />
              </Card>
              <Card size="small" title="统计范围">
                <Select
                  aria-label="统计范围"
                  value={layout.queryDay}
                  onChange={(queryDay: number) => setLayout({ ...layout, queryDay })}
                  options={[...QUERY_DAY_OPTIONS]}
                  style={{ width: '100%' }}
                />
              </Card>
              <Card size="small" title="可用面板">
                {palette.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="面板已全部放置" />
                ) : (
                  <div className="dash-editor-palette" role="list" aria-label="可用面板">
                    {palette.map((panel) => (
                      <PaletteChip
                        key={panel}
                        panel={panel}
                        selected={selected === panel}
                        onSelect={(p) => setSelected(p === selected ? undefined : p)}
                      />
                    ))}
                  </div>
                )}
              </Card>
            </Space>
          </Col>
          <Col xs={24} lg={17} xl={18}>
            <Card size="small" title={`${template.name}（拖动面板到栏位，或选中面板后点击“放入”）`}>
              <div
                className="dash-editor-slots"
                style={{
                  gridTemplateColumns: template.columns,
                  gridTemplateRows: template.rows,
                  gridTemplateAreas: template.areas.map((row) => `"${row}"`).join(' '),
                }}
              >
                {template.slots.map((slot) => (
                  <SlotBox
                    key={slot.key}
                    slot={slot}
                    panels={layout.slots[slot.key] ?? []}
                    selected={selected}
                    onSelect={(p) => setSelected(p === selected ? undefined : p)}
                    onPlace={(target) => selected && update(placePanel(layout, selected, target))}
                    onShift={(panel, delta) => setLayout(shiftPanel(layout, panel, delta))}
                    onRemove={(panel) => update(removePanel(layout, panel))}
                  />
                ))}
              </div>
            </Card>
          </Col>
        </Row>
      </DndContext>
    </Space>
  );
}
