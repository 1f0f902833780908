// Second-generation ID cards the simulated IDR210 reader can hold. Numbers carry valid birthdays, gender
// digits and GB 11643 check digits, so they pass the console's 证件格式不正确 rule.
import { encodePng, type Rgb } from '../../lib/image';
import { hexId, pick } from '../../lib/seq';

export interface IdCardPerson {
  name: string;
  gender: '男' | '女';
  nation: string;
  birthday: string;
  address: string;
  idNumber: string;
  issuingAuthority: string;
  validFrom: string;
  validTo: string;
}

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export function idCheckDigit(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK[sum % 11] ?? '0';
}

/** An ID number for the area, birthday (YYYY-MM-DD) and gender; `serial` picks the order code. */
export function makeIdNumber(area: string, birthday: string, gender: '男' | '女', serial: number): string {
  const order = serial % 50; // two digits, then the gender digit (odd = male)
  const genderDigit = ((serial * 2) % 10) + (gender === '男' ? 1 : 0);
  const first17 = `${area}${birthday.replace(/-/g, '')}${String(order).padStart(2, '0')}${genderDigit % 10}`;
  return first17 + idCheckDigit(first17);
}

export function isValidIdNumber(id: string): boolean {
  return /^\d{17}[\dX]$/.test(id) && idCheckDigit(id.slice(0, 17)) === id[17];
}

const PRESETS: IdCardPerson[] = [
  {
    name: '张伟',
    gender: '男',
    nation: '汉',
    birthday: '1988-06-15',
    address: '浙江省杭州市西湖区文三路398号3幢2单元501室',
    idNumber: '330106198806150013',
    issuingAuthority: '杭州市公安局西湖分局',
    validFrom: '2016-08-02',
    validTo: '2036-08-02',
  },
  {
    name: '李娜',
    gender: '女',
    nation: '汉',
    birthday: '1992-11-03',
    address: '江苏省南京市鼓楼区中山北路88号6栋1单元302室',
    idNumber: makeIdNumber('320106', '1992-11-03', '女', 12),
    issuingAuthority: '南京市公安局鼓楼分局',
    validFrom: '2019-04-18',
    validTo: '2039-04-18',
  },
  {
    name: '马秀兰',
    gender: '女',
    nation: '回',
    birthday: '1956-02-28',
    address: '宁夏回族自治区银川市兴庆区解放东街52号',
    idNumber: makeIdNumber('640104', '1956-02-28', '女', 7),
    issuingAuthority: '银川市公安局兴庆区分局',
    validFrom: '2012-09-10',
    validTo: '长期',
  },
  {
    name: '巴特尔',
    gender: '男',
    nation: '蒙古',
    birthday: '1979-08-21',
    address: '内蒙古自治区呼和浩特市赛罕区大学东街116号',
    idNumber: makeIdNumber('150105', '1979-08-21', '男', 33),
    issuingAuthority: '呼和浩特市公安局赛罕区分局',
    validFrom: '2015-01-06',
    validTo: '2035-01-06',
  },
];

export function presetPerson(n: number): IdCardPerson {
  const person = PRESETS[(n - 1) % PRESETS.length] ?? PRESETS[0];
  if (!person) throw new Error('no ID card presets');
  return { ...person };
}

/** Physical chip UID of an ID card (8 bytes). */
export function idCardUid(idNumber: string): string {
  return hexId(8, 'idcard-uid', idNumber);
}

/** A 102x126 ID photo: white background, shoulders, face and hair; colours vary with the number. */
export function idPhotoPng(person: IdCardPerson): Buffer {
  const width = 102;
  const height = 126;
  const clothes: Rgb[] = [
    [40, 52, 80],
    [70, 70, 72],
    [120, 30, 40],
    [30, 80, 60],
  ];
  const shirt = clothes[pick(clothes.length, 'clothes', person.idNumber)] ?? [40, 52, 80];
  const skin: Rgb = [236, 200, 170];
  const hair: Rgb = [30, 24, 22];
  const longHair = person.gender === '女';
  return encodePng(width, height, (x, y) => {
    const fx = (x - 51) / 22;
    const fy = (y - 52) / 28;
    const inFace = fx * fx + fy * fy <= 1;
    const hx = (x - 51) / 26;
    const hy = (y - 44) / 30;
    const inHair = hx * hx + hy * hy <= 1 && (y < 40 || (longHair && y < 80 && !inFace));
    const shoulders = y > 88 && Math.abs(x - 51) < 18 + (y - 88) * 1.6;
    if (inHair) return hair;
    if (inFace) return skin;
    if (shoulders) return shirt;
    return [255, 255, 255];
  });
}
