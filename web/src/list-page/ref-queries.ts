// The query options of reference selects' options (docs/adr/0012), under resourceKeys.refs. Apart from
// resource-queries.ts: these read the community and agent trees, which a page reaches only through a
// reference select.
import { queryOptions } from '@tanstack/react-query';
import { agentOptions, resourceOptions, treeChildren } from './ref-options';
import { resourceKeys } from './resource-queries';
import type { ResourceName } from './types';

/** Children of a community tree node (buildings, units, rooms); waits while there is no parent. */
export const treeChildrenQuery = (node: string | undefined) =>
  queryOptions({
    queryKey: [...resourceKeys.refs, 'tree', node],
    queryFn: () => treeChildren(node!),
    enabled: node !== undefined,
  });

export const agentOptionsQuery = queryOptions({
  queryKey: [...resourceKeys.refs, 'agents'],
  queryFn: agentOptions,
});

export const resourceOptionsQuery = (refTo: string, text: string) =>
  queryOptions({
    queryKey: [...resourceKeys.refs, refTo, text],
    queryFn: () => resourceOptions(refTo as ResourceName, text),
  });
