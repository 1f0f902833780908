// The registered vehicles of the data set's seeded residents: the first rows of 车辆管理, and the
// vehicles of the security records (车辆抓拍, 出入记录), so a captured plate is found in 车辆管理 with
// its owner. Made from their own Faker scope ('vehicles'), the same on every call.
import { plate } from '../../property/seeds/common.js';
import {
  seededResidents,
  type SeededResident,
  type SeededResidentsSource,
} from '../../property/seeds/seeded-residents.js';

export interface SeededVehicle {
  plateNo: string;
  /** 1 蓝牌 3 绿牌 (new energy) */
  plateColor: 1 | 3;
  owner: SeededResident;
}

export const SEEDED_VEHICLES = 24;

const made = new WeakMap<SeededResidentsSource, SeededVehicle[]>();

export function seededVehicles(store: SeededResidentsSource): SeededVehicle[] {
  let list = made.get(store);
  if (list) return list;
  const faker = store.faker('vehicles');
  const owners = faker.helpers.shuffle(
    seededResidents(store).filter(
      (r) => r.userType === '业主' || r.userType === '家属' || r.userType === '租客',
    ),
  );
  list = owners.slice(0, SEEDED_VEHICLES).map((owner, i) => {
    const electric = faker.datatype.boolean(0.25);
    // Indexes from 100 on: the other rows of 车辆管理 carry 000–099 in their last three characters.
    const base = plate(faker, 100 + i);
    return {
      plateNo: electric ? base.replace(/^(..)/, `$1${faker.helpers.arrayElement(['D', 'F'])}`) : base,
      plateColor: electric ? 3 : 1,
      owner,
    };
  });
  made.set(store, list);
  return list;
}
