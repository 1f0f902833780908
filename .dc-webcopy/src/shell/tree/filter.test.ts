// 01 §2.10, §4: the filter keeps matching nodes and opens the ancestors that lead to them.
import { describe, expect, it } from 'vitest';
import { filterTree, splitOnKeyword, type FilterableTree } from './filter';

// 锦绣花园 > 1栋 > 一单元, 二单元; 锦绣花园 > 2栋; 翠湖华庭 > 1栋 > 一单元
const CHILDREN: Record<string, string[]> = {
  'dep:1': ['building:11', 'building:12'],
  'building:11': ['unit:111', 'unit:112'],
  'dep:2': ['building:21'],
  'building:21': ['unit:211'],
};
const TITLES: Record<string, string> = {
  'dep:1': '锦绣花园',
  'building:11': '1栋',
  'unit:111': '一单元',
  'unit:112': '二单元',
  'building:12': '2栋',
  'dep:2': '翠湖华庭',
  'building:21': '1栋',
  'unit:211': '一单元',
};
const tree: FilterableTree = {
  roots: ['dep:1', 'dep:2'],
  childrenOf: (key) => CHILDREN[key] ?? [],
  titleOf: (key) => TITLES[key] ?? '',
};

describe('side tree filter', () => {
  it('01 §4: a blank keyword filters nothing', () => {
    expect(filterTree(tree, '   ')).toBeUndefined();
  });

  it('01 §4: a deep match shows its ancestors and opens them', () => {
    const result = filterTree(tree, '二单元')!;
    expect([...result.matches]).toEqual(['unit:112']);
    expect([...result.visible].sort()).toEqual(['building:11', 'dep:1', 'unit:112']);
    expect([...result.expand].sort()).toEqual(['building:11', 'dep:1']);
  });

  it('matches in several communities open each path', () => {
    const result = filterTree(tree, '一单元')!;
    expect([...result.expand].sort()).toEqual(['building:11', 'building:21', 'dep:1', 'dep:2']);
    expect(result.visible.has('building:12')).toBe(false);
  });

  it('what lies under a matched community stays visible (to browse it), without opening it', () => {
    const result = filterTree(tree, '翠湖')!;
    expect([...result.visible].sort()).toEqual(['building:21', 'dep:2', 'unit:211']);
    expect(result.expand.size).toBe(0);
  });

  it('a node that matches and has matches below opens too', () => {
    const titled: FilterableTree = {
      ...tree,
      titleOf: (key) => (key === 'dep:1' ? '1号院' : (TITLES[key] ?? '')),
    };
    const result = filterTree(titled, '1')!;
    expect(result.expand.has('dep:1')).toBe(true);
  });

  it('matching ignores case and surrounding blanks; no match shows nothing', () => {
    const latin: FilterableTree = { roots: ['dep:9'], childrenOf: () => [], titleOf: () => 'Sunny Park' };
    expect(filterTree(latin, '  sunny ')!.visible.has('dep:9')).toBe(true);
    expect(filterTree(tree, '不存在')!.visible.size).toBe(0);
  });

  it('a deep chain does not overflow the stack', () => {
    const depth = 20000;
    const chain: FilterableTree = {
      roots: ['n0'],
      childrenOf: (key) => {
        const i = Number(key.slice(1));
        return i < depth ? [`n${i + 1}`] : [];
      },
      titleOf: (key) => (key === `n${depth}` ? '目标' : '节点'),
    };
    expect(filterTree(chain, '目标')!.expand.size).toBe(depth);
  });

  it('splits a title around the keyword for highlighting', () => {
    expect(splitOnKeyword('锦绣花园', '绣花')).toEqual({ before: '锦', match: '绣花', after: '园' });
    expect(splitOnKeyword('锦绣花园', '翠')).toBeUndefined();
    expect(splitOnKeyword('锦绣花园', '')).toBeUndefined();
  });
});
