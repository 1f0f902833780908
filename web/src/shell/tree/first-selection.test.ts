// 01 §2.10: the page a session is loaded for starts with the choice its community tree makes once loaded
// (the first community, or 全部小区 where the route shows it), taken from the session's community list.
import { afterEach, describe, expect, it } from 'vitest';
import { shellRoute } from '@/test/fixtures';
import type { ShellRoute } from '../route-types';
import { preselectFirstCommunity } from './first-selection';
import type { ApiTreeNode } from './tree-node';
import { clearTreeSelections, getTreeSelection, setTreeSelection } from './tree-selection';

const route = (patch: Partial<ShellRoute>): ShellRoute =>
  shellRoute('resident', '/user/resident', { tree: 'NormalTree', ...patch });

const community = (depId: number, depName: string): ApiTreeNode => ({
  id: `dep:${depId}`,
  text: depName,
  level: 0,
  parent: 'dep:-1',
  leaf: false,
  type: 'dep',
  iconCls: 'department',
  agentId: '2',
});

const COMMUNITIES = [community(1499, '阳光雅居'), community(1500, '翠湖花园')];

afterEach(clearTreeSelections);

describe('the first choice of a community tree, from the session', () => {
  it('selects the first community of the list for a route with a community tree', () => {
    preselectFirstCommunity(route({}), COMMUNITIES);
    expect(getTreeSelection('NormalTree')).toEqual({
      nodeId: 'dep:1499',
      kind: 'dep',
      id: 1499,
      label: '阳光雅居',
      depId: 1499,
      agentId: '2',
    });
  });

  it('selects 全部小区 where the route shows it', () => {
    preselectFirstCommunity(route({ tree: 'BasicTree', showAll: true }), COMMUNITIES);
    expect(getTreeSelection('BasicTree')).toMatchObject({ nodeId: 'dep:-1', kind: 'all', label: '全部小区' });
  });

  it('keeps a choice the tree has already', () => {
    setTreeSelection('NormalTree', {
      nodeId: 'dep:1500',
      kind: 'dep',
      id: 1500,
      label: '翠湖花园',
      depId: 1500,
    });
    preselectFirstCommunity(route({}), COMMUNITIES);
    expect(getTreeSelection('NormalTree')?.nodeId).toBe('dep:1500');
  });

  it('chooses nothing for a route without a community tree, or without communities', () => {
    preselectFirstCommunity(route({ tree: 'MonitorTree' }), COMMUNITIES);
    preselectFirstCommunity(route({ tree: undefined }), COMMUNITIES);
    preselectFirstCommunity(route({ tree: 'DeepNormalTree' }), []);
    preselectFirstCommunity(undefined, COMMUNITIES);
    expect(getTreeSelection('MonitorTree')).toBeUndefined();
    expect(getTreeSelection('DeepNormalTree')).toBeUndefined();
  });
});
