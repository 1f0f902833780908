// Real administrative divisions (GB/T 2260 codes) for the provinces the demo data set covers.
// Street codes are the district code plus a 3-digit index.

interface DistrictSeed {
  id: string;
  name: string;
  streets: string[];
}
interface CitySeed {
  id: string;
  name: string;
  districts: DistrictSeed[];
}
interface ProvinceSeed {
  id: string;
  name: string;
  cities: CitySeed[];
}

export const AREA_SEED: ProvinceSeed[] = [
  {
    id: '440000',
    name: '广东省',
    cities: [
      {
        id: '440100',
        name: '广州市',
        districts: [
          {
            id: '440106',
            name: '天河区',
            streets: ['五山街道', '石牌街道', '林和街道', '天河南街道', '猎德街道'],
          },
          { id: '440104', name: '越秀区', streets: ['北京街道', '农林街道', '东山街道'] },
          { id: '440105', name: '海珠区', streets: ['江南中街道', '滨江街道', '赤岗街道'] },
          { id: '440111', name: '白云区', streets: ['三元里街道', '景泰街道'] },
        ],
      },
      {
        id: '440300',
        name: '深圳市',
        districts: [
          { id: '440304', name: '福田区', streets: ['园岭街道', '南园街道', '华富街道', '香蜜湖街道'] },
          { id: '440305', name: '南山区', streets: ['南头街道', '粤海街道', '蛇口街道', '招商街道'] },
          { id: '440306', name: '宝安区', streets: ['新安街道', '西乡街道'] },
        ],
      },
    ],
  },
  {
    id: '110000',
    name: '北京市',
    cities: [
      {
        id: '110100',
        name: '北京市',
        districts: [
          { id: '110101', name: '东城区', streets: ['东华门街道', '景山街道', '交道口街道'] },
          { id: '110105', name: '朝阳区', streets: ['建外街道', '三里屯街道', '望京街道'] },
          { id: '110108', name: '海淀区', streets: ['中关村街道', '学院路街道', '海淀街道'] },
        ],
      },
    ],
  },
  {
    id: '310000',
    name: '上海市',
    cities: [
      {
        id: '310100',
        name: '上海市',
        districts: [
          { id: '310101', name: '黄浦区', streets: ['外滩街道', '南京东路街道', '豫园街道'] },
          { id: '310104', name: '徐汇区', streets: ['天平路街道', '湖南路街道', '徐家汇街道'] },
          { id: '310115', name: '浦东新区', streets: ['陆家嘴街道', '花木街道', '张江镇'] },
        ],
      },
    ],
  },
  {
    id: '330000',
    name: '浙江省',
    cities: [
      {
        id: '330100',
        name: '杭州市',
        districts: [
          { id: '330102', name: '上城区', streets: ['湖滨街道', '清波街道'] },
          { id: '330106', name: '西湖区', streets: ['北山街道', '西溪街道', '翠苑街道'] },
          { id: '330108', name: '滨江区', streets: ['西兴街道', '长河街道', '浦沿街道'] },
        ],
      },
      {
        id: '330200',
        name: '宁波市',
        districts: [
          { id: '330203', name: '海曙区', streets: ['鼓楼街道', '南门街道'] },
          { id: '330212', name: '鄞州区', streets: ['中河街道', '首南街道'] },
        ],
      },
    ],
  },
  {
    id: '510000',
    name: '四川省',
    cities: [
      {
        id: '510100',
        name: '成都市',
        districts: [
          { id: '510104', name: '锦江区', streets: ['春熙路街道', '督院街街道'] },
          { id: '510107', name: '武侯区', streets: ['浆洗街街道', '玉林街道'] },
          { id: '510108', name: '成华区', streets: ['猛追湾街道', '双桥子街道'] },
        ],
      },
    ],
  },
];

export interface AreaRecord {
  areaId: string;
  areaName: string;
  areaType: 0 | 1 | 2;
  parentId: string | null;
}
export interface StreetRecord {
  jzdm: string;
  jz: string;
  districtId: string;
}

export function flattenAreas(): { areas: AreaRecord[]; streets: StreetRecord[] } {
  const areas: AreaRecord[] = [];
  const streets: StreetRecord[] = [];
  for (const p of AREA_SEED) {
    areas.push({ areaId: p.id, areaName: p.name, areaType: 0, parentId: null });
    for (const c of p.cities) {
      areas.push({ areaId: c.id, areaName: c.name, areaType: 1, parentId: p.id });
      for (const d of c.districts) {
        areas.push({ areaId: d.id, areaName: d.name, areaType: 2, parentId: c.id });
        d.streets.forEach((name, i) =>
          streets.push({ jzdm: `${d.id}${String(i + 1).padStart(3, '0')}`, jz: name, districtId: d.id }),
        );
      }
    }
  }
  return { areas, streets };
}
