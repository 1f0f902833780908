// The query options of the resource operations (docs/adr/0012): one key factory for every list page,
// editor, drawer and reference select, so a save or a delete invalidates what the other views read.
// Keys: ['resource', name, 'page' | 'detail' | 'relations', …] for a resource's own operations and
// ['resource-ref', …] for the options of reference selects (ref-queries.ts).
import { queryOptions } from '@tanstack/react-query';
import { fetchDetail, fetchPage, fetchRelations } from './resource-api';
import type { ResourceMeta, ResourceName } from './types';

export const resourceKeys = {
  /** Every resource query (a save that changes several resources' lists). */
  all: ['resource'] as const,
  /** One resource's page, detail and relations queries. */
  of: (name: ResourceName) => ['resource', name] as const,
  /** Every reference select's options. */
  refs: ['resource-ref'] as const,
};

/** A page of a resource's list; waits (disabled) while the resource is not chosen yet. */
export const resourcePageQuery = (meta: ResourceMeta | undefined, query: Record<string, unknown>) =>
  queryOptions({
    queryKey: ['resource', meta?.name, 'page', query],
    queryFn: () => fetchPage(meta!, query),
    enabled: meta !== undefined,
  });

/** A record by id; waits (disabled) while there is no id. */
export const resourceDetailQuery = (meta: ResourceMeta, id: number | undefined) =>
  queryOptions({
    queryKey: [...resourceKeys.of(meta.name), 'detail', id],
    queryFn: () => fetchDetail(meta, id!),
    enabled: id !== undefined,
  });

/** The records that hang below a record (relations/v2); waits while there is no id. */
export const resourceRelationsQuery = (meta: ResourceMeta, id: number | undefined) =>
  queryOptions({
    queryKey: [...resourceKeys.of(meta.name), 'relations', id],
    queryFn: () => fetchRelations(meta, id!),
    enabled: id !== undefined,
  });
