// 运维支持 seeds.
import type { ResourceName, ResourceSeed } from '#mock/resources/types.js';
import { authenticationLog } from './auth-log.js';
import { cardOperationLog, cardRenewalLog, trafficCard } from './cards.js';
import { blackWhiteListLog, dataMigration, deviceReplaceLog, systemOperationLog } from './logs.js';
import { sysNotify, upgradeNotice } from './notices.js';
import { smsRecord } from './sms.js';

export const operationSeeds: Partial<Record<ResourceName, ResourceSeed>> = {
  SystemOperationLog: systemOperationLog,
  DeviceReplaceLog: deviceReplaceLog,
  DataMigration: dataMigration,
  BlackWhiteListLog: blackWhiteListLog,
  CardOperationLog: cardOperationLog,
  CardRenewalLog: cardRenewalLog,
  TrafficCard: trafficCard,
  UpgradeNotice: upgradeNotice,
  SysNotify: sysNotify,
  SmsRecord: smsRecord,
  AuthenticationLog: authenticationLog,
};
