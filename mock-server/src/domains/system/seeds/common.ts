// Pieces the 系统管理 seeds share: the organisations in tree order, the department template every
// organisation gets (so department ids are known without reading the table), and small generators.
import type { Faker } from '@faker-js/faker';
import { AGENTS } from '#mock/store/agents.js';

export { mobile, personName } from '../../property/seeds/common.js';

/** Organisation ids in the order their departments are seeded. */
export const AGENT_IDS = AGENTS.map((a) => a.agentId);

interface DepartmentTemplate {
  name: string;
  /** The platform operator (agent 1) names some departments differently. */
  platformName?: string;
  deptType: number;
  /** Index of the parent in this template. */
  parent?: number;
}

/** Every organisation's departments: five first-level departments and their groups. */
export const DEPARTMENT_TEMPLATE: readonly DepartmentTemplate[] = [
  { name: '综合管理部', platformName: '运营管理部', deptType: 1 },
  { name: '客户服务中心', deptType: 2 },
  { name: '客服一组', deptType: 2, parent: 1 },
  { name: '客服二组', deptType: 2, parent: 1 },
  { name: '工程维修部', platformName: '技术支持部', deptType: 3 },
  { name: '强电班', platformName: '平台运维组', deptType: 3, parent: 4 },
  { name: '弱电班', platformName: '设备接入组', deptType: 3, parent: 4 },
  { name: '安保部', platformName: '安全管理部', deptType: 4 },
  { name: '监控中心', platformName: '监控值班组', deptType: 4, parent: 7 },
  { name: '巡逻队', platformName: '应急响应组', deptType: 4, parent: 7 },
  { name: '财务部', deptType: 5 },
];

/** Template positions accounts are placed in (客服二组 stays empty: the contract example deletes it). */
export const STAFFED_DEPARTMENTS = [0, 1, 2, 4, 5, 6, 7, 8, 9, 10];

/** Seeded id of the `index`-th template department of an organisation. */
export function departmentIdOf(agentId: string, index: number): number {
  return AGENT_IDS.indexOf(agentId) * DEPARTMENT_TEMPLATE.length + index + 1;
}

/** A date `days` before `now` as yyyy-MM-dd (Beijing time). */
export function dateDaysAgo(now: Date, days: number): string {
  return new Date(now.getTime() + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
}

/** A date `days` after the given yyyy-MM-dd. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A landline of the organisation's city (area code + 8 digits). */
export function landline(faker: Faker, agentId: string): string {
  const code = { '1': '010', '2': '020', '3': '0755', '4': '0571', '5': '020' }[agentId] ?? '020';
  return `${code}${faker.string.numeric({ length: 8, allowLeadingZeros: false })}`;
}
