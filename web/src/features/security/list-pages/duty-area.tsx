// 值班区域 (02 §2 公区布控 DutyHome, AgentTree): the list filtered by the chosen organisation; add and
// edit on the hidden routes DutyHomeAdd (add/:createId? — createId is the organisation to create
// under, else the one chosen in the tree) and DutyHomeEdit (edit/:depId — the area's id). Deleting an
// area that still has 委派任务 shows the delete-blocked dialog.
import { createResourcePage } from '@/list-page/create-page';
import type { ResourcePageDeclaration } from '@/list-page/types';

export const dutyAreaDeclaration: ResourcePageDeclaration = {
  resource: 'DutyArea',
  route: 'DutyHome',
  columns: [
    'name',
    'agentId',
    'depId',
    'dutyRoom',
    'leaderName',
    'leaderPhone',
    'dutyPhone',
    'shiftMode',
    'startTime',
    'patrolInterval',
    'status',
    'remark',
    'createTime',
  ],
  hiddenColumns: ['dutyPhone', 'patrolInterval', 'remark'],
  search: ['name', 'leaderName', 'status', 'shiftMode'],
  form: [
    'name',
    'agentId',
    'depId',
    'dutyRoom',
    'leaderName',
    'leaderPhone',
    'dutyPhone',
    'shiftMode',
    'startTime',
    'patrolInterval',
    'status',
    'remark',
  ],
  routes: { add: 'DutyHomeAdd', edit: 'DutyHomeEdit' },
  routeParams: { depId: 'id' },
};

export default createResourcePage(dutyAreaDeclaration);
