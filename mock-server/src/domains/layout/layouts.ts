// Editor layouts per user and editor page (01-shell §3 "Editor layout state": default Template1,
// query default day 7).
import type { components } from '@zhsq/contract/api';
import { formatDateTime } from '../../store/clock.js';
import type { DomainContext } from '../context.js';
import { failure, success, type Outcome } from '../../lib/result.js';

export type EditorLayout = components['schemas']['EditorLayout'];
export type PageKey = EditorLayout['pageKey'];

export const DEFAULT_LAYOUT_ID = 'Template1';
export const DEFAULT_QUERY_DAY = 7;

export function defaultLayout(pageKey: PageKey): EditorLayout {
  return {
    pageKey,
    layoutId: DEFAULT_LAYOUT_ID,
    layoutConfig: '{}',
    queryDay: DEFAULT_QUERY_DAY,
    saved: false,
    updateTime: null,
  };
}

/** Panel configuration must be JSON text of an object or an array. */
export function isLayoutConfig(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}

export function createLayouts(ctx: Pick<DomainContext, 'now'>) {
  const saved = new Map<string, EditorLayout>();
  const keyOf = (userId: string, pageKey: PageKey) => `${userId}:${pageKey}`;
  return {
    get(userId: string, pageKey: PageKey): EditorLayout {
      const layout = saved.get(keyOf(userId, pageKey));
      return layout ? { ...layout } : defaultLayout(pageKey);
    },

    save(
      userId: string,
      input: { pageKey: PageKey; layoutId: string; layoutConfig: string; queryDay?: number },
    ): Outcome<EditorLayout> {
      const layoutConfig = input.layoutConfig.trim();
      if (!isLayoutConfig(layoutConfig)) return failure('10701', '布局配置格式不正确');
      const previous = saved.get(keyOf(userId, input.pageKey));
      const layout: EditorLayout = {
        pageKey: input.pageKey,
        layoutId: input.layoutId,
        layoutConfig,
        queryDay: input.queryDay ?? previous?.queryDay ?? DEFAULT_QUERY_DAY,
        saved: true,
        updateTime: formatDateTime(ctx.now()),
      };
      saved.set(keyOf(userId, input.pageKey), layout);
      return success({ ...layout });
    },
  };
}

export type LayoutsDomain = ReturnType<typeof createLayouts>;
