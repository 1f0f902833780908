// Options of reference fields: buildings of a community, units of a building, rooms of a unit (the
// lazy community tree, h_d/treeList/v2), organisations (agent tree) and records of another resource.
import { call, client } from '@/lib/api/instance';
import { fetchPage } from './resource-api';
import { metaOf, type ResourceName } from './types';

export interface RefOption {
  value: number | string;
  label: string;
}

/** Children of a tree node (dep:{id} -> buildings, building:{id} -> units, unit:{id} -> rooms). */
export async function treeChildren(node: string): Promise<RefOption[]> {
  const result = await call(client.GET('/h_d/treeList/v2', { params: { query: { node, limit: 1000 } } }), {
    errorToast: false,
  });
  return result.object.content.map((child) => ({
    value: Number(child.id.split(':')[1]),
    label: child.type === 'room' ? (child.roomNumber ?? child.text) : child.text,
  }));
}

/** Organisations the user can see, flattened from the agent tree with their depth shown. */
export async function agentOptions(): Promise<RefOption[]> {
  const result = await call(client.GET('/u_a/tree/v1', { params: { query: { node: 'root' } } }), {
    errorToast: false,
  });
  const out: RefOption[] = [];
  const walk = (nodes: typeof result.data, depth: number) => {
    for (const node of nodes) {
      out.push({ value: node.agentId, label: `${'　'.repeat(depth)}${node.treeNodeName}` });
      walk(node.data, depth + 1);
    }
  };
  walk(result.data, 0);
  return out;
}

/** Records of another resource whose display field contains `text` (first 50). */
export async function resourceOptions(resource: ResourceName, text: string): Promise<RefOption[]> {
  const meta = metaOf(resource);
  const { rows } = await fetchPage(meta, { [meta.display]: text, limit: 50 });
  return rows.map((row) => ({ value: row.id, label: String(row[meta.display] ?? row.id) }));
}
