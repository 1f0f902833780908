// The page action's filtering: visibility of the session, the sidebar tree node, the search fields of
// the declaration (like / eq / range), sorting and paging.
import { agentScope } from '../store/agents.js';
import type { ResourceMeta, Row } from './types.js';

export interface PageQuery {
  node?: string;
  agentId?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  page?: number;
  limit?: number;
  [search: string]: unknown;
}

const NODE_KEYS: Record<string, string> = {
  dep: 'depId',
  building: 'buildingId',
  unit: 'unitId',
  room: 'roomId',
};

/** Rows the session may see: those of its communities (or its agents, for agent-scoped resources). */
export function visibleRows(
  meta: ResourceMeta,
  rows: Row[],
  depIds: Set<number>,
  agentIds: Set<string>,
): Row[] {
  const keys = new Set(meta.fields.map((f) => f.key));
  if (keys.has('depId')) return rows.filter((r) => r.depId === null || depIds.has(Number(r.depId)));
  if (keys.has('agentId')) return rows.filter((r) => agentIds.has(String(r.agentId)));
  return rows;
}

function matchesNode(row: Row, node: string | undefined): boolean {
  if (!node) return true;
  const [kind, raw] = node.split(':') as [string, string];
  const id = Number(raw);
  if (kind === 'dep' && id === -1) return true;
  const key = NODE_KEYS[kind];
  return key !== undefined && Number(row[key]) === id;
}

/** A date-only bound covers its whole day. */
function bound(value: unknown, end: boolean): unknown {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? `${value} ${end ? '23:59:59' : '00:00:00'}`
    : value;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'zh-CN');
}

export function filterRows(meta: ResourceMeta, rows: Row[], query: PageQuery): Row[] {
  const agents = query.agentId ? agentScope(query.agentId) : undefined;
  const searches = meta.fields.filter((f) => f.search);
  return rows.filter((row) => {
    if (!matchesNode(row, query.node)) return false;
    if (agents && !agents.has(String(row.agentId))) return false;
    for (const field of searches) {
      const value = row[field.key];
      if (field.search === 'range') {
        const from = bound(query[`${field.key}Begin`], false);
        const to = bound(query[`${field.key}End`], true);
        if (from !== undefined && compare(value, from) < 0) return false;
        if (to !== undefined && compare(value, to) > 0) return false;
        continue;
      }
      const wanted = query[field.key];
      if (wanted === undefined || wanted === '') continue;
      if (field.search === 'like') {
        if (
          !String(value ?? '')
            .toLowerCase()
            .includes(String(wanted).toLowerCase())
        )
          return false;
      } else if (String(value) !== String(wanted)) return false;
    }
    return true;
  });
}

/** Newest first unless the query names a sort field. */
export function sortRows(rows: Row[], query: PageQuery): Row[] {
  const key = query.sort ?? 'id';
  const direction = query.sort ? (query.order === 'asc' ? 1 : -1) : -1;
  return [...rows].sort((a, b) => direction * compare(a[key], b[key]) || b.id - a.id);
}
