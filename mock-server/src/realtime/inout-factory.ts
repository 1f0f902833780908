// One realistic in/out (door access) record, drawn from an injected Faker and community list
// (asyncapi/inout.yaml InoutRecordPush).
import type { Faker } from '@faker-js/faker';
import { pickCommunity, roomLocation, type AlertCommunity } from './alert-factory.js';
import { inoutRecordFrame, type InoutRecordPush } from './frames.js';
import { defaultImageUrl, type ImageUrlBuilder } from './snapshots.js';
import { compactDate, formatDateTime } from './time.js';

export interface InoutFactoryContext {
  faker: Faker;
  communities: readonly AlertCommunity[];
  now: Date;
  depId?: number;
  imageUrl?: ImageUrlBuilder;
}

type InoutRecord = InoutRecordPush['data'];

const GATES = ['东门', '西门', '南门', '北门'];

export function createInoutRecord(ctx: InoutFactoryContext): InoutRecordPush {
  const { faker, now } = ctx;
  const imageUrl = ctx.imageUrl ?? defaultImageUrl;
  const dep = pickCommunity(faker, ctx.communities, ctx.depId);
  const recordId = faker.number.int({ min: 8_000_000, max: 8_999_999 });
  const personType = faker.helpers.weightedArrayElement<InoutRecord['personType']>([
    { weight: 6, value: '业主' },
    { weight: 3, value: '家属' },
    { weight: 2, value: '租客' },
    { weight: 2, value: '访客' },
    { weight: 1, value: '物业人员' },
  ]);
  const openType = faker.helpers.weightedArrayElement<InoutRecord['openType']>(
    personType === '访客'
      ? [
          { weight: 3, value: '二维码' },
          { weight: 1, value: '远程' },
          { weight: 1, value: '密码' },
        ]
      : [
          { weight: 5, value: '人脸' },
          { weight: 3, value: '刷卡' },
          { weight: 1, value: '密码' },
          { weight: 1, value: '二维码' },
        ],
  );
  // residents open their own unit door; visitors and staff mostly pass the community gate
  const atGate =
    personType === '访客' || personType === '物业人员' || faker.number.int({ min: 1, max: 4 }) === 1;
  const where = roomLocation(faker);
  const gate = faker.helpers.arrayElement(GATES);
  const hasRoom = personType !== '访客' && personType !== '物业人员';
  const data: InoutRecord = {
    recordId,
    depId: dep.depId,
    depName: dep.depName,
    buildingName: atGate ? '' : where.building,
    unitName: atGate ? '' : where.unit,
    roomNumber: hasRoom ? where.room : '',
    personName: faker.person.lastName() + faker.person.firstName(),
    personType,
    openType,
    cardNo: openType === '刷卡' ? faker.string.hexadecimal({ length: 8, casing: 'upper', prefix: '' }) : '',
    direction: faker.helpers.arrayElement<InoutRecord['direction']>(['进', '出']),
    snapPhotoUrl:
      openType === '人脸' || openType === '二维码'
        ? imageUrl('inout', `${compactDate(now)}-${recordId}`)
        : '',
    recordTime: formatDateTime(now),
    deviceName: atGate ? `${gate}人行门禁` : `${where.building}${where.unit}门口机`,
    deviceSn: `MK${faker.string.numeric(13)}`,
  };
  return inoutRecordFrame(data);
}
