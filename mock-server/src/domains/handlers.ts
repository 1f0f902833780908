// The handlers of every domain, one per operationId (import/export's own are in ./index.ts, above them):
// what the router serves and what the datapump runs for resource-backed imports and exports.
// generated-operation-index.ts maps each generic resource operation to its resource and seed.
import type { HandlerDef } from '../contract/define.js';
import { handlers as areaHandlers } from './area/index.js';
import { handlers as authHandlers } from './auth/index.js';
import { handlers as dictHandlers } from './dict/index.js';
import { handlers as treeHandlers } from './tree/index.js';
import { handlers as alertsHandlers } from './alerts/index.js';
import { handlers as noticeHandlers } from './notice/index.js';
import { handlers as messageHandlers } from './message/index.js';
import { handlers as uploadHandlers } from './upload/index.js';
import { handlers as faceHandlers } from './face/index.js';
import { handlers as layoutHandlers } from './layout/index.js';
import { handlers as dashboardHandlers } from './dashboard/index.js';
import { handlers as smsHandlers } from './sms/index.js';
import { handlers as clientHandlers } from './client/index.js';
import { handlers as videoHandlers } from './video/index.js';
import { handlers as cameraHandlers } from './camera/index.js';
import { handlers as myAccountHandlers } from './myaccount/index.js';
import { handlers as editionHandlers } from './edition/index.js';
import { handlers as supportHandlers } from './support/index.js';
import { handlers as operationHandlers } from './operation/index.js';
import { handlers as securityHandlers } from './security/index.js';
import { handlers as analysisHandlers } from './analysis/index.js';
import { resourceHandlers } from '../resources/handlers.js';
import { handlers as propertyHandlers, withPropertyResources } from './property/index.js';
import { handlers as systemHandlers, withSystemLogin, withSystemResources } from './system/index.js';
import { attendanceHandlers } from './attendance/attendance.js';
import { feeHandlers } from './fee/fee.js';
import { parkingHandlers } from './parking/parking.js';

export const domainHandlers: HandlerDef[] = [
  ...withSystemLogin(authHandlers),
  ...dictHandlers,
  ...areaHandlers,
  ...treeHandlers,
  ...alertsHandlers,
  ...noticeHandlers,
  ...messageHandlers,
  ...uploadHandlers,
  ...faceHandlers,
  ...layoutHandlers,
  ...dashboardHandlers,
  ...smsHandlers,
  ...clientHandlers,
  ...videoHandlers,
  ...cameraHandlers,
  ...myAccountHandlers,
  ...editionHandlers,
  ...supportHandlers,
  ...operationHandlers,
  ...securityHandlers,
  ...analysisHandlers,
  ...propertyHandlers,
  ...parkingHandlers,
  ...feeHandlers,
  ...attendanceHandlers,
  ...systemHandlers,
  ...withSystemResources(withPropertyResources(resourceHandlers)),
];
