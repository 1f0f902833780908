// 02 §2 SystemFramework and systemManagement: an organisation's departments as a tree (parentId),
// sorted by their 排序; the account form offers the departments of the chosen organisation only.
import { describe, expect, it } from 'vitest';
import type { Row } from '@/list-page/types';
import { structureOf } from './framework';
import { departmentTree } from './system-user-form';

const dept = (id: number, name: string, agentId: string, parentId: number | null, sort: number): Row => ({
  id,
  name,
  agentId,
  parentId,
  sort,
});

const departments = [
  dept(1, '综合管理部', '2', null, 10),
  dept(2, '客户服务中心', '2', null, 5),
  dept(3, '客服一组', '2', 2, 2),
  dept(4, '客服二组', '2', 2, 1),
  dept(5, '财务部', '5', null, 1),
];

describe('02 §2 organisation structure', () => {
  it('puts each organisation over its department tree, sorted by 排序', () => {
    const tree = structureOf(
      [
        {
          agentId: '2',
          agentName: '广州天河物业服务有限公司',
          parentAgentName: '智慧社区运营中心',
          depth: 0,
        },
        {
          agentId: '5',
          agentName: '天河北片区服务中心',
          parentAgentName: '广州天河物业服务有限公司',
          depth: 1,
        },
      ],
      departments,
    );
    expect(tree.map((o) => [o.kind, o.name])).toEqual([
      ['organisation', '广州天河物业服务有限公司'],
      ['organisation', '天河北片区服务中心'],
    ]);
    expect(tree[0]!.children!.map((d) => d.name)).toEqual(['客户服务中心', '综合管理部']);
    expect(tree[0]!.children![0]!.children!.map((d) => d.name)).toEqual(['客服二组', '客服一组']);
    expect(tree[1]!.children!.map((d) => d.name)).toEqual(['财务部']);
  });

  it('offers the account form the departments of one organisation', () => {
    const options = departmentTree(departments, '2');
    expect(options.map((o) => o.title)).toEqual(['客户服务中心', '综合管理部']);
    expect(options[0]!.children.map((o) => o.value)).toEqual([4, 3]);
    expect(departmentTree(departments, '9')).toEqual([]);
  });
});
