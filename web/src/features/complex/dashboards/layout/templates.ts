// Layout templates of the dashboards (01 §3 editor layout state: default Template1). A template is a CSS
// grid whose named areas are the slots panels are placed in; the panels of one slot stack vertically.

export interface TemplateSlot {
  key: string;
  title: string;
}

export interface LayoutTemplate {
  id: string;
  name: string;
  columns: string;
  rows: string;
  /** grid-template-areas rows; each area name is a slot key */
  areas: readonly string[];
  slots: readonly TemplateSlot[];
}

export const DEFAULT_TEMPLATE_ID = 'Template1';

export const TEMPLATES: readonly LayoutTemplate[] = [
  {
    id: 'Template1',
    name: '三栏 1-2-1',
    columns: '1fr 2fr 1fr',
    rows: '1fr',
    areas: ['left center right'],
    slots: [
      { key: 'left', title: '左栏' },
      { key: 'center', title: '中栏' },
      { key: 'right', title: '右栏' },
    ],
  },
  {
    id: 'Template2',
    name: '两栏等宽',
    columns: '1fr 1fr',
    rows: '1fr',
    areas: ['left right'],
    slots: [
      { key: 'left', title: '左栏' },
      { key: 'right', title: '右栏' },
    ],
  },
  {
    id: 'Template3',
    name: '四宫格',
    columns: '1fr 1fr',
    rows: '1fr 1fr',
    areas: ['topLeft topRight', 'bottomLeft bottomRight'],
    slots: [
      { key: 'topLeft', title: '左上' },
      { key: 'topRight', title: '右上' },
      { key: 'bottomLeft', title: '左下' },
      { key: 'bottomRight', title: '右下' },
    ],
  },
  {
    id: 'Template4',
    name: '大中心 + 侧栏',
    columns: '3fr 1fr',
    rows: '2fr 1fr',
    areas: ['main side', 'bottom side'],
    slots: [
      { key: 'main', title: '主区' },
      { key: 'bottom', title: '底部' },
      { key: 'side', title: '侧栏' },
    ],
  },
];

export function templateOf(id: string): LayoutTemplate | undefined {
  return TEMPLATES.find((t) => t.id === id);
}
