// Communities > buildings > units > rooms. Communities are made up front (MOCK_SCALE of them);
// everything below a community is made on first access from a Faker seeded by the community id,
// so a 10,000-community data set costs no more memory than the parts anybody opens.
import type { Faker } from '@faker-js/faker';
import { AGENTS } from './agents.js';
import { AREA_SEED, type StreetRecord } from './seed/areas.js';

/** first community id; dep:1499 is the spec's default pre-checked community */
export const FIRST_DEP_ID = 1499;

export interface CommunityRecord {
  depId: number;
  depName: string;
  address: string;
  provinceId: string;
  cityId: string;
  districtId: string;
  districtName: string;
  streetId: string;
  agentId: string;
  agentName: string;
  sqType: number;
  sqTypeName: string;
  lng: number;
  lat: number;
}
export interface BuildingRecord {
  buildingId: number;
  buildingName: string;
  depId: number;
  /** department type: 1 building, 2 department/group, 7 lane, 9 building variant */
  depType: 1 | 2 | 7 | 9;
}
export interface UnitRecord {
  unitId: number;
  unitName: string;
  buildingId: number;
}
export interface RoomRecord {
  roomNumberId: number;
  roomNumber: string;
  nicknName: string;
  unitId: number;
  floor: number;
}

const NAME_HEADS = [
  '锦绣',
  '翠湖',
  '阳光',
  '金色',
  '碧水',
  '御景',
  '华润',
  '保利',
  '星河',
  '海逸',
  '名都',
  '富力',
  '龙湖',
  '滨江',
  '紫荆',
  '丽景',
  '东方',
  '银河',
  '天悦',
  '云山',
];
const NAME_TAILS = ['花园', '家园', '小区', '雅苑', '华庭', '公馆', '新村', '雅居', '名苑', '嘉园'];
const SQ_TYPES = [
  { sqType: 1, sqTypeName: '住宅小区' },
  { sqType: 2, sqTypeName: '商住楼' },
  { sqType: 3, sqTypeName: '城中村' },
];
// Where each city's communities are spread (±0.08° east, ±0.06° north): inside the city on the GIS base
// map (Shenzhen's point sits north of the Shenzhen River, so none lands across it in Hong Kong).
const CITY_CENTRES: Record<string, [number, number]> = {
  '440100': [113.2644, 23.1291],
  '440300': [114.03, 22.6],
  '110100': [116.4074, 39.9042],
  '310100': [121.4737, 31.2304],
  '330100': [120.1551, 30.2741],
  '330200': [121.5503, 29.8746],
  '510100': [104.0665, 30.5723],
};

export function makeCommunities(faker: Faker, count: number, streets: StreetRecord[]): CommunityRecord[] {
  const districts = AREA_SEED.flatMap((p) =>
    p.cities.flatMap((c) => c.districts.map((d) => ({ province: p, city: c, district: d }))),
  );
  const used = new Map<string, number>();
  const out: CommunityRecord[] = [];
  for (let i = 0; i < count; i++) {
    const where = districts[i % districts.length]!;
    const districtStreets = streets.filter((s) => s.districtId === where.district.id);
    const street = faker.helpers.arrayElement(districtStreets);
    let name = faker.helpers.arrayElement(NAME_HEADS) + faker.helpers.arrayElement(NAME_TAILS);
    const seen = used.get(name) ?? 0;
    used.set(name, seen + 1);
    if (seen > 0) name += `${seen + 1}期`;
    const agent = AGENTS.find((a) => a.cityId === where.city.id) ?? AGENTS[0]!;
    const [lng, lat] = CITY_CENTRES[where.city.id] ?? [113.26, 23.13];
    const sq = faker.helpers.arrayElement(SQ_TYPES);
    out.push({
      depId: FIRST_DEP_ID + i,
      depName: name,
      address: `${where.province.name === where.city.name ? '' : where.province.name}${where.city.name}${where.district.name}${street.jz}${faker.location.street()}${faker.number.int({ min: 1, max: 399 })}号`,
      provinceId: where.province.id,
      cityId: where.city.id,
      districtId: where.district.id,
      districtName: where.district.name,
      streetId: street.jzdm,
      agentId: agent.agentId,
      agentName: agent.agentName,
      ...sq,
      lng: Number((lng + faker.number.float({ min: -0.08, max: 0.08 })).toFixed(6)),
      lat: Number((lat + faker.number.float({ min: -0.06, max: 0.06 })).toFixed(6)),
    });
  }
  return out;
}

const CN_DIGITS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** Lazily made, memoised building/unit/room hierarchy below each community. */
export class Hierarchy {
  private buildings = new Map<number, BuildingRecord[]>();
  private units = new Map<number, UnitRecord[]>();
  private rooms = new Map<number, RoomRecord[]>();

  constructor(private readonly fakerFor: (scope: string) => Faker) {}

  buildingsOf(depId: number): BuildingRecord[] {
    let list = this.buildings.get(depId);
    if (!list) {
      const f = this.fakerFor(`dep:${depId}`);
      const count = f.number.int({ min: 3, max: 6 });
      list = Array.from({ length: count }, (_, i) => ({
        buildingId: depId * 100 + i + 1,
        buildingName: `${i + 1}栋`,
        depId,
        depType: f.helpers.weightedArrayElement([
          { weight: 8, value: 1 as const },
          { weight: 1, value: 9 as const },
          { weight: 1, value: 7 as const },
        ]),
      }));
      this.buildings.set(depId, list);
    }
    return list;
  }

  unitsOf(buildingId: number): UnitRecord[] {
    let list = this.units.get(buildingId);
    if (!list) {
      const f = this.fakerFor(`building:${buildingId}`);
      const count = f.number.int({ min: 1, max: 3 });
      list = Array.from({ length: count }, (_, i) => ({
        unitId: buildingId * 10 + i + 1,
        unitName: `${CN_DIGITS[i]}单元`,
        buildingId,
      }));
      this.units.set(buildingId, list);
    }
    return list;
  }

  roomsOf(unitId: number): RoomRecord[] {
    let list = this.rooms.get(unitId);
    if (!list) {
      const f = this.fakerFor(`unit:${unitId}`);
      const floors = f.number.int({ min: 4, max: 8 });
      const perFloor = f.number.int({ min: 2, max: 3 });
      list = [];
      for (let floor = 1; floor <= floors; floor++) {
        for (let n = 1; n <= perFloor; n++) {
          const roomNumber = `${floor}0${n}`;
          list.push({
            roomNumberId: unitId * 1000 + floor * 10 + n,
            roomNumber,
            nicknName: floor === 1 && n === 1 && f.datatype.boolean(0.3) ? '应急房' : '',
            unitId,
            floor,
          });
        }
      }
      this.rooms.set(unitId, list);
    }
    return list;
  }

  buildingById(id: number): BuildingRecord | undefined {
    return this.buildingsOf(Math.floor(id / 100)).find((b) => b.buildingId === id);
  }

  unitById(id: number): UnitRecord | undefined {
    return this.unitsOf(Math.floor(id / 10)).find((u) => u.unitId === id);
  }
}
