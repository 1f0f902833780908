// 值班区域设置 (02 §2 应用设置 EstateDutyHome under /estate, roles [1]): the same 值班区域 resource as
// 安防监控 / 公区布控 DutyHome (duty-area.tsx), a second declaration for its own
// routes: add at dutyHome/add/:createId? (createId = the organisation to create under) and edit at
// dutyHome/edit/:depId (the area's id).
import { createResourcePage } from '@/list-page/create-page';
import type { ResourcePageDeclaration } from '@/list-page/types';
import { dutyAreaDeclaration } from './duty-area';

export const estateDutyHomeDeclaration: ResourcePageDeclaration = {
  ...dutyAreaDeclaration,
  route: 'EstateDutyHome',
  routes: { add: 'EstateDutyHomeAdd', edit: 'EstateDutyHomeEdit' },
  routeParams: { depId: 'id' },
};

export default createResourcePage(estateDutyHomeDeclaration);
