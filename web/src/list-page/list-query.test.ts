// A list page's first request leaves from its route's preload under the key its first render reads, and
// the answer it brings is not asked for again when the page mounts.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TABLE_PAGE_SIZE } from '@/lib/constants/tables';
import type { ShellRoute } from '@/shell/route-types';
import { clearTreeSelections, setTreeSelection } from '@/shell/tree/tree-selection';
import {
  FIRST_VIEW,
  listQueryOf,
  PRELOADED_FRESH_MS,
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
  const state = (age: number, isInvalidated = false) => ({
    state: { dataUpdatedAt: Date.now() - age, isInvalidated },
  });

  it('shows an answer the preload has just brought as it is', () => {
    expect(refetchListOnMount(state(100))).toBe(false);
  });

  it('asks again for an older answer or one a save invalidated', () => {
    expect(refetchListOnMount(state(PRELOADED_FRESH_MS + 1))).toBe(true);
    expect(refetchListOnMount(state(100, true))).toBe(true);
  });
});
