// 物业管理 seeds (the hierarchy resources PropertyCommunity / Building / Unit / Room have none: they are
// the side tree's own records, see domains/property/hierarchy-records.ts).
import type { ResourceName, ResourceSeed } from '#mock/resources/types.js';
import { accessCard, cardChargeOrder } from './access-card.js';
import { landlord, landlordChangeRecord } from './landlord.js';
import { partition } from './partition.js';
import { resident } from './resident.js';
import { residentAudit } from './resident-audit.js';
import { propertyAccount, staff } from './staff.js';
import { visitor } from './visitor.js';

export const propertySeeds: Partial<Record<ResourceName, ResourceSeed>> = {
  PropertyPartition: partition,
  Resident: resident,
  ResidentAudit: residentAudit,
  Landlord: landlord,
  LandlordChangeRecord: landlordChangeRecord,
  AccessCard: accessCard,
  CardChargeOrder: cardChargeOrder,
  Staff: staff,
  PropertyAccount: propertyAccount,
  Visitor: visitor,
};
