// The query of a list page's table (tree scope, search, fixed query, sort, page) in one place, for the
// page and for its route's preload: the first page of rows is asked for as soon as the page's code has
// arrived, under the key the page's first render reads (docs/adr/0080).
import { hashKey, type QueryState } from '@tanstack/react-query';
import { TABLE_PAGE_SIZE } from '@/lib/constants/tables';
import type { PagePreloadContext } from '@/shell/navigation/page-preload';
import { getTreeSelection, type TreeSelection } from '@/shell/tree/tree-selection';
import { resourcePageQuery } from './resource-queries';
import { metaOf, type ResourceMeta, type ResourcePageDeclaration } from './types';

export type SortState = { sort?: string; order?: 'asc' | 'desc' };

/** What the operator chose on the page: search values, sort, page and page size. */
export interface ListView {
  search: Record<string, unknown>;
  sort: SortState;
  page: number;
  pageSize: number;
}

/** A page opened afresh: no search, no sort, the first page of the default size. */
export const FIRST_VIEW: ListView = { search: {}, sort: {}, page: 1, pageSize: TABLE_PAGE_SIZE };

/**
 * How long an answer a route's preload asked for is shown as it is when the page mounts, however long
 * the page took to render (the operator asked for it with the click); later, or once a save has
 * invalidated it, a mount asks again when it is stale, as react-query does by default.
 */
export const PRELOADED_SHOWN_MS = 30_000;
/** When a route's preload asked for each query (by hash). */
const preloadedAt = new Map<string, number>();

/** The part of the list query the resource's scope takes from the sidebar tree's selection. */
function scopeQuery(meta: ResourceMeta, selection: TreeSelection | undefined): Record<string, unknown> {
  return meta.scope === 'agent'
    ? { agentId: selection?.agentId }
    : meta.scope === 'none'
      ? {}
      : { node: selection && selection.kind !== 'agent' ? selection.nodeId : undefined };
}

export function listQueryOf(
  meta: ResourceMeta,
  declaration: ResourcePageDeclaration,
  selection: TreeSelection | undefined,
  view: ListView,
): Record<string, unknown> {
  return {
    ...scopeQuery(meta, selection),
    ...view.search,
    ...declaration.fixedQuery,
    ...view.sort,
    page: view.page,
    limit: view.pageSize,
  };
}

/** `refetchOnMount` of the list query: not for an answer a preload has just asked for. */
export function refetchListOnMount(query: {
  queryHash: string;
  state: Pick<QueryState, 'isInvalidated'>;
}): boolean {
  const askedAt = preloadedAt.get(query.queryHash);
  const recent = askedAt !== undefined && Date.now() - askedAt <= PRELOADED_SHOWN_MS;
  if (!recent) preloadedAt.delete(query.queryHash);
  return !recent || query.state.isInvalidated;
}

/** The first page of rows of a list page opened on `route`, asked for before the page renders. */
export function preloadFirstPage(declaration: ResourcePageDeclaration, context: PagePreloadContext): void {
  const { queryClient, route } = context;
  if (route.name !== declaration.route) return;
  const meta = metaOf(declaration.resource);
  const selection = route.tree ? getTreeSelection(route.tree) : undefined;
  // The tree chooses its node when it has loaded; the page's first request waits for that choice.
  if (route.tree && !selection) return;
  const options = resourcePageQuery(meta, listQueryOf(meta, declaration, selection, FIRST_VIEW));
  preloadedAt.set(hashKey(options.queryKey), Date.now());
  // prefetchQuery never throws: a failure stays on the query (no data), which the page asks for again.
  void queryClient.prefetchQuery(options);
}
