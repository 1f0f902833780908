// A list page's first request leaves from its route's preload under the key its first render reads, and
// the answer it brings is not asked for again when the page mounts.
import { hashKey, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TABLE_PAGE_SIZE } from '@/lib/constants/tables';
import type { ShellRoute } from '@/shell/route-types';
import { clearTreeSelections, setTreeSelection } from '@/shell/tree/tree-selection';
import {
  FIRST_VIEW,
  listQueryOf,
  PRELOADED_SHOWN_MS,
  preloadFirstPage,
  refetchListOnMount,
} from './list-query';
import { resourcePageQuery } from './resource-queries';
import { metaOf, type ResourcePageDeclaration } from './types';

const declaration: ResourcePageDeclaration = {
  resource: 'Resident',
  route: 'Resident',
  columns: ['userName'],
};
const meta = metaOf('Resident');
const route = { name: 'Resident', tree: 'NormalTree' } as ShellRoute;
const community = { nodeId: 'dep:5', kind: 'dep', id: 5, label: '一号小区', depId: 5 } as const;

function prefetchSpy() {
  const queryClient = new QueryClient();
  const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
  return { queryClient, prefetch };
}

afterEach(() => clearTreeSelections());

describe('list query', () => {
  it('takes the tree node, the search, the fixed query, the sort and the page', () => {
    const query = listQueryOf(meta, { ...declaration, fixedQuery: { userType: 1 } }, community, {
      search: { userName: '张' },
      sort: { sort: 'createTime', order: 'desc' },
      page: 2,
      pageSize: 30,
    });
    expect(query).toEqual({
      node: 'dep:5',
      userName: '张',
      userType: 1,
      sort: 'createTime',
      order: 'desc',
      page: 2,
      limit: 30,
    });
  });
});

describe('preloading the first page', () => {
  it('asks for the page the first render reads: the chosen node, page 1, the default size', () => {
    setTreeSelection('NormalTree', community);
    const { queryClient, prefetch } = prefetchSpy();
    preloadFirstPage(declaration, { queryClient, route });
    const expected = resourcePageQuery(meta, listQueryOf(meta, declaration, community, FIRST_VIEW));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls[0]![0].queryKey).toEqual(expected.queryKey);
    expect(expected.queryKey[3]).toEqual({ node: 'dep:5', page: 1, limit: TABLE_PAGE_SIZE });
  });

  it('waits for the tree to choose its node, and leaves other routes alone', () => {
    const { queryClient, prefetch } = prefetchSpy();
    preloadFirstPage(declaration, { queryClient, route });
    setTreeSelection('NormalTree', community);
    preloadFirstPage(declaration, { queryClient, route: { ...route, name: 'Landlord' } });
    expect(prefetch).not.toHaveBeenCalled();
  });
});

describe('refetch on mount', () => {
  const preloaded = () => {
    setTreeSelection('NormalTree', community);
    const { queryClient } = prefetchSpy();
    preloadFirstPage(declaration, { queryClient, route });
    return hashKey(resourcePageQuery(meta, listQueryOf(meta, declaration, community, FIRST_VIEW)).queryKey);
  };
  const query = (queryHash: string, isInvalidated = false) => ({ queryHash, state: { isInvalidated } });

  afterEach(() => vi.useRealTimers());

  it('shows the answer a preload has just asked for as it is, however long the page took to render', () => {
    vi.useFakeTimers();
    const hash = preloaded();
    vi.advanceTimersByTime(PRELOADED_SHOWN_MS);
    expect(refetchListOnMount(query(hash))).toBe(false);
  });

  it('asks again for an answer no preload brought, an older one, or one a save invalidated', () => {
    vi.useFakeTimers();
    expect(refetchListOnMount(query('["resource","Resident","page",{}]'))).toBe(true);
    const hash = preloaded();
    expect(refetchListOnMount(query(hash, true))).toBe(true);
    vi.advanceTimersByTime(PRELOADED_SHOWN_MS + 1);
    expect(refetchListOnMount(query(hash))).toBe(true);
  });
});
