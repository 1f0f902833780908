import { describe, expect, it } from 'vitest';
import { CONSOLE_DASHBOARD, EPIDEMIC_DASHBOARD, POLICE_DASHBOARD, PROPERTY_DASHBOARD } from '../dashboards';
import { panelOf } from '../panels/registry';
import {
  LAYOUT_FALLBACK_WARNING,
  defaultLayout,
  parseLayout,
  placePanel,
  removePanel,
  sameLayout,
  serializeLayout,
  shiftPanel,
  switchTemplate,
  unplacedPanels,
} from './layout-model';
import { TEMPLATES, templateOf } from './templates';

const rules = POLICE_DASHBOARD;
const saved = (layoutId: string, layoutConfig: string, queryDay = 7) => ({
  layoutId,
  layoutConfig,
  queryDay,
  saved: true,
});

describe('dashboard definitions (01 §3 layout templates)', () => {
  it.each([POLICE_DASHBOARD, PROPERTY_DASHBOARD, EPIDEMIC_DASHBOARD, CONSOLE_DASHBOARD])(
    '$title: every offered panel is declared and the default uses Template1 slots only',
    (def) => {
      for (const key of def.panels) expect(panelOf(key), key).toBeDefined();
      const slots = templateOf('Template1')!.slots.map((s) => s.key);
      for (const [slot, panels] of Object.entries(def.defaultSlots)) {
        expect(slots).toContain(slot);
        for (const key of panels) expect(def.panels).toContain(key);
      }
    },
  );

  it('each template names every slot of its grid areas exactly once', () => {
    for (const template of TEMPLATES) {
      const areas = new Set(template.areas.flatMap((row) => row.split(' ')));
      expect([...areas].sort()).toEqual(template.slots.map((s) => s.key).sort());
    }
  });
});

describe('parseLayout (01 §3 editor layout state)', () => {
  it('never saved: the default Template1 layout with query day 7, no warning', () => {
    const result = parseLayout(
      { layoutId: 'Template1', layoutConfig: '{}', queryDay: 7, saved: false },
      rules,
    );
    expect(result).toEqual({ layout: defaultLayout(rules) });
    expect(result.layout).toMatchObject({ templateId: 'Template1', queryDay: 7 });
  });

  it('reads a saved template, its slots and query day; drops unknown and repeated panels', () => {
    const { layout, warning } = parseLayout(
      saved('Template2', '{"left":["fees","nope","fees"],"right":["liveAlarms"],"ghost":["devices"]}', 30),
      rules,
    );
    expect(warning).toBeUndefined();
    expect(layout).toEqual({
      templateId: 'Template2',
      slots: { left: ['fees'], right: ['liveAlarms'] },
      queryDay: 30,
    });
  });

  it.each([
    ['not JSON', saved('Template2', '{oops')],
    ['an array', saved('Template2', '["fees"]')],
    ['an unknown template', saved('Template9', '{"left":["fees"]}')],
    ['no known panel', saved('Template1', '{"left":["nope"]}')],
  ])('a broken saved layout (%s) falls back to the default with a warning', (_, broken) => {
    expect(parseLayout(broken, rules)).toEqual({
      layout: defaultLayout(rules),
      warning: LAYOUT_FALLBACK_WARNING,
    });
  });

  it('serialize → parse gives the same layout back', () => {
    const layout = placePanel(defaultLayout(rules), 'fees', 'right', 0);
    const text = serializeLayout(layout);
    expect(JSON.parse(text)).toEqual(layout.slots);
    expect(parseLayout(saved(layout.templateId, text), rules).layout).toEqual(layout);
  });
});

describe('editor moves', () => {
  const base = defaultLayout(rules);

  it('switching template keeps every panel: slot n → slot n, extra slots join the last one', () => {
    const two = switchTemplate(base, 'Template2');
    expect(two.slots).toEqual({
      left: base.slots.left,
      right: [...base.slots.center!, ...base.slots.right!],
    });
    const four = switchTemplate(base, 'Template3');
    expect(four.slots).toEqual({
      topLeft: base.slots.left,
      topRight: base.slots.center,
      bottomLeft: base.slots.right,
      bottomRight: [],
    });
    expect(switchTemplate(base, 'Template1')).toBe(base);
  });

  it('places a palette panel, moves a placed one between slots, reorders and removes', () => {
    expect(unplacedPanels(base, rules)).toContain('fees');
    const placed = placePanel(base, 'fees', 'left', 0);
    expect(placed.slots.left![0]).toBe('fees');
    expect(unplacedPanels(placed, rules)).not.toContain('fees');
    const moved = placePanel(placed, 'fees', 'right');
    expect(moved.slots.left).not.toContain('fees');
    expect(moved.slots.right!.at(-1)).toBe('fees');
    const up = shiftPanel(moved, 'fees', -1);
    expect(up.slots.right!.at(-2)).toBe('fees');
    expect(shiftPanel(placed, 'fees', -1)).toBe(placed);
    const removed = removePanel(up, 'fees');
    expect(unplacedPanels(removed, rules)).toContain('fees');
    expect(sameLayout(removePanel(placed, 'fees'), base)).toBe(true);
    expect(sameLayout(placed, base)).toBe(false);
  });
});
