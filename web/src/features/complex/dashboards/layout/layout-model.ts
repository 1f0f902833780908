// A dashboard layout: a template, the panels of each of its slots (in order) and the query day. Pure
// functions for reading a saved layout, the editor's moves and the text saved with /l_o/save/v2.
import { DEFAULT_QUERY_DAY } from '@/features/complex/shared/query-range';
import { DEFAULT_TEMPLATE_ID, TEMPLATES, templateOf, type LayoutTemplate } from './templates';

export type Slots = Readonly<Record<string, readonly string[]>>;

export interface DashboardLayout {
  templateId: string;
  slots: Slots;
  queryDay: number;
}

/** What a dashboard may show and how it looks before anything is saved. */
export interface LayoutRules {
  panels: readonly string[];
  /** Template1 slots of the unsaved layout */
  defaultSlots: Slots;
}

export interface SavedLayout {
  layoutId: string;
  layoutConfig: string;
  queryDay: number;
  saved: boolean;
}

export const LAYOUT_FALLBACK_WARNING = '保存的布局无法识别，已显示默认布局';

export function defaultLayout(rules: LayoutRules): DashboardLayout {
  return { templateId: DEFAULT_TEMPLATE_ID, slots: rules.defaultSlots, queryDay: DEFAULT_QUERY_DAY };
}

function emptySlots(template: LayoutTemplate): Record<string, string[]> {
  return Object.fromEntries(template.slots.map((s) => [s.key, []]));
}

/**
 * The layout to render. Unknown panels are dropped; an unknown template, text that is not a
 * { slot: [panel…] } object or a layout left with no panel falls back to the default with a warning —
 * never a blank page.
 */
export function parseLayout(
  saved: SavedLayout | undefined,
  rules: LayoutRules,
): { layout: DashboardLayout; warning?: string } {
  if (!saved?.saved) return { layout: defaultLayout(rules) };
  const fallback = { layout: defaultLayout(rules), warning: LAYOUT_FALLBACK_WARNING };
  const template = templateOf(saved.layoutId);
  if (!template) return fallback;
  let config: unknown;
  try {
    config = JSON.parse(saved.layoutConfig);
  } catch {
    return fallback;
  }
  if (typeof config !== 'object' || config === null || Array.isArray(config)) return fallback;
  const slots = emptySlots(template);
  const seen = new Set<string>();
  for (const [slot, panels] of Object.entries(config as Record<string, unknown>)) {
    if (!(slot in slots) || !Array.isArray(panels)) continue;
    for (const panel of panels) {
      if (typeof panel !== 'string' || !rules.panels.includes(panel) || seen.has(panel)) continue;
      seen.add(panel);
      slots[slot]!.push(panel);
    }
  }
  if (seen.size === 0) return fallback;
  return { layout: { templateId: template.id, slots, queryDay: saved.queryDay } };
}

/** The layoutConfig text saved for a layout: { slot: [panel…] } in template slot order. */
export function serializeLayout(layout: DashboardLayout): string {
  const template = templateOf(layout.templateId) ?? TEMPLATES[0]!;
  return JSON.stringify(Object.fromEntries(template.slots.map((s) => [s.key, layout.slots[s.key] ?? []])));
}

/**
 * Another template keeps every placed panel: the panels of the n-th slot go to the n-th slot of the
 * new template; when it has fewer slots, the rest join its last slot.
 */
export function switchTemplate(layout: DashboardLayout, templateId: string): DashboardLayout {
  const from = templateOf(layout.templateId) ?? TEMPLATES[0]!;
  const to = templateOf(templateId);
  if (!to || to.id === from.id) return layout;
  const slots = emptySlots(to);
  from.slots.forEach((slot, i) => {
    const target = to.slots[Math.min(i, to.slots.length - 1)]!.key;
    slots[target]!.push(...(layout.slots[slot.key] ?? []));
  });
  return { ...layout, templateId: to.id, slots };
}

export function slotOf(layout: DashboardLayout, panel: string): string | undefined {
  return Object.keys(layout.slots).find((slot) => layout.slots[slot]!.includes(panel));
}

export function removePanel(layout: DashboardLayout, panel: string): DashboardLayout {
  const slots = Object.fromEntries(
    Object.entries(layout.slots).map(([slot, panels]) => [slot, panels.filter((p) => p !== panel)]),
  );
  return { ...layout, slots };
}

/** Puts a panel into a slot at `index` (end by default), taking it out of where it was. */
export function placePanel(
  layout: DashboardLayout,
  panel: string,
  slot: string,
  index?: number,
): DashboardLayout {
  const without = removePanel(layout, panel);
  const list = [...(without.slots[slot] ?? [])];
  list.splice(index ?? list.length, 0, panel);
  return { ...without, slots: { ...without.slots, [slot]: list } };
}

/** Moves a placed panel up (-1) or down (+1) within its slot; no-op at the ends. */
export function shiftPanel(layout: DashboardLayout, panel: string, delta: -1 | 1): DashboardLayout {
  const slot = slotOf(layout, panel);
  if (!slot) return layout;
  const list = layout.slots[slot]!;
  const index = list.indexOf(panel);
  const target = index + delta;
  if (target < 0 || target >= list.length) return layout;
  return placePanel(layout, panel, slot, target);
}

/** Allowed panels not placed in any slot, in declaration order. */
export function unplacedPanels(layout: DashboardLayout, rules: LayoutRules): string[] {
  const placed = new Set(Object.values(layout.slots).flat());
  return rules.panels.filter((p) => !placed.has(p));
}

export function sameLayout(a: DashboardLayout, b: DashboardLayout): boolean {
  return (
    a.templateId === b.templateId && a.queryDay === b.queryDay && serializeLayout(a) === serializeLayout(b)
  );
}
