import { describe, expect, it } from 'vitest';
import { createLayouts, isLayoutConfig } from './layouts.js';
import { TEST_NOW } from '../../test-support/testing.js';

describe('editor layouts (01-shell §3)', () => {
  it('returns the default Template1 layout until one is saved', () => {
    const layouts = createLayouts({ now: () => TEST_NOW });
    expect(layouts.get('1', 'HomeEditor')).toEqual({
      pageKey: 'HomeEditor',
      layoutId: 'Template1',
      layoutConfig: '{}',
      queryDay: 7,
      saved: false,
      updateTime: null,
    });
  });

  it('saves per user and page, and get returns what was saved', () => {
    const layouts = createLayouts({ now: () => TEST_NOW });
    const saved = layouts.save('1', {
      pageKey: 'PoliceEditor',
      layoutId: 'Template2',
      layoutConfig: '{"left":["map"]}',
      queryDay: 30,
    });
    expect(saved).toMatchObject({ ok: true, value: { saved: true, updateTime: '2026-11-21 09:30:00' } });
    expect(layouts.get('1', 'PoliceEditor')).toMatchObject({
      layoutId: 'Template2',
      layoutConfig: '{"left":["map"]}',
      queryDay: 30,
    });
    expect(layouts.get('2', 'PoliceEditor').saved).toBe(false);
    expect(layouts.get('1', 'PropertyEditor').saved).toBe(false);
  });

  it('keeps the previous query days when a save leaves them out', () => {
    const layouts = createLayouts({ now: () => TEST_NOW });
    layouts.save('1', { pageKey: 'HomeEditor', layoutId: 'Template2', layoutConfig: '[]', queryDay: 14 });
    layouts.save('1', { pageKey: 'HomeEditor', layoutId: 'Template3', layoutConfig: '[]' });
    expect(layouts.get('1', 'HomeEditor')).toMatchObject({ layoutId: 'Template3', queryDay: 14 });
  });

  it('rejects configuration text that is not a JSON object or array', () => {
    const layouts = createLayouts({ now: () => TEST_NOW });
    expect(
      layouts.save('1', { pageKey: 'HomeEditor', layoutId: 'Template2', layoutConfig: '{left' }),
    ).toMatchObject({ ok: false, code: '10701' });
    expect(isLayoutConfig('"text"')).toBe(false);
    expect(isLayoutConfig('null')).toBe(false);
    expect(layouts.get('1', 'HomeEditor').saved).toBe(false);
  });

  it('hands out copies, so callers cannot change the stored layout', () => {
    const layouts = createLayouts({ now: () => TEST_NOW });
    layouts.save('1', { pageKey: 'HomeEditor', layoutId: 'Template2', layoutConfig: '{}' });
    layouts.get('1', 'HomeEditor').layoutId = 'Template9';
    expect(layouts.get('1', 'HomeEditor').layoutId).toBe('Template2');
  });
});
