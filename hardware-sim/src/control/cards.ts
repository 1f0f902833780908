// Placing and removing simulated cards (POST /__sim/card). A placed card may come pre-written so that
// flows like 延期 or 注销 can be tried without issuing the card first.
import type { SimContext } from '../context';
import type { CardPermission } from '../contract/types';
import { FACTORY_KEY, type IcCard } from '../devices/ic-card/ic-card';
import type { UcCard } from '../devices/uc-card/uc-card';
import type { CpuCard } from '../devices/cpu-card/cpu-card';
import { isValidIdNumber, makeIdNumber, presetPerson, type IdCardPerson } from '../devices/idr210/people';
import { DeviceError } from '../lib/errors';

export type Reader = 'ic' | 'uc' | 'cpu' | 'idr210';

export interface CardRequest {
  reader: Reader;
  action: 'place' | 'remove';
  card?: CardPreset;
}

/** Everything optional; what is left out gets defaults (a blank card with a generated number). */
export interface CardPreset {
  cardNo?: string;
  cardType?: 'blank' | 'user' | 'system' | 'logout';
  sector_id?: number;
  sector_password?: string;
  key_encrypt?: boolean;
  token?: string;
  file_id?: string;
  list?: CardPermission[];
  date?: string;
  version?: number;
  kind?: 'idcard' | 'typeA';
  sn?: string;
  name?: string;
  gender?: '男' | '女';
  nation?: string;
  birthday?: string;
  address?: string;
  idNumber?: string;
  issuingAuthority?: string;
  validFrom?: string;
  validTo?: string;
}

export const PRESET_DEFAULTS = {
  sector_id: 1,
  sector_password: 'A1B2C3D4E5F6',
  token: '7d3f9a1c5e2b4d6f8a0c1e3b5d7f9a2c',
  file_id: '0015',
  list: [
    { code: '0101', name: '1栋1单元' },
    { code: '9001', name: '小区南门' },
  ],
} as const;

const hexRule = (bytes: number) => ({ type: 'string', pattern: `^[0-9A-Fa-f]{${bytes * 2}}$` });
const dateRule = { type: 'string', format: 'date' };

export const cardRequestSchema = {
  type: 'object',
  required: ['reader', 'action'],
  additionalProperties: false,
  properties: {
    reader: { enum: ['ic', 'uc', 'cpu', 'idr210'] },
    action: { enum: ['place', 'remove'] },
    card: {
      type: 'object',
      additionalProperties: false,
      properties: {
        cardNo: { type: 'string', pattern: '^([0-9A-Fa-f]{8}|[0-9A-Fa-f]{14})$' },
        cardType: { enum: ['blank', 'user', 'system', 'logout'] },
        sector_id: { type: 'integer', minimum: 1, maximum: 15 },
        sector_password: hexRule(6),
        key_encrypt: { type: 'boolean' },
        token: { type: 'string', pattern: '^[0-9A-Za-z]{16,64}$' },
        file_id: hexRule(2),
        list: {
          type: 'array',
          maxItems: 64,
          items: {
            type: 'object',
            required: ['code', 'name'],
            additionalProperties: false,
            properties: {
              code: { type: 'string', pattern: '^[0-9]{4}$' },
              name: { type: 'string', minLength: 1 },
            },
          },
        },
        date: dateRule,
        version: { type: 'integer', minimum: 1, maximum: 65535 },
        kind: { enum: ['idcard', 'typeA'] },
        sn: hexRule(4),
        name: { type: 'string', minLength: 1, maxLength: 30 },
        gender: { enum: ['男', '女'] },
        nation: { type: 'string', minLength: 1, maxLength: 10 },
        birthday: dateRule,
        address: { type: 'string', minLength: 1, maxLength: 70 },
        idNumber: { type: 'string', pattern: '^\\d{17}[\\dX]$' },
        issuingAuthority: { type: 'string', minLength: 1, maxLength: 30 },
        validFrom: dateRule,
        validTo: { type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2}|长期)$' },
      },
    },
  },
} as const;

function nextYear(today: string): string {
  const [y, m, d] = today.split('-');
  return `${Number(y) + 1}-${m}-${m === '02' && d === '29' ? '28' : d}`;
}

function cardNo(
  ctx: SimContext,
  reader: 'ic' | 'uc' | 'cpu' | 'typeA',
  given: string | undefined,
  bytes: number,
) {
  if (given === undefined) return ctx.nextCardNo(reader);
  if (given.length !== bytes * 2) throw new DeviceError(`卡号应为 ${bytes * 2} 位十六进制`);
  return given.toUpperCase();
}

function icCard(ctx: SimContext, p: CardPreset): IcCard {
  const type = p.cardType ?? 'blank';
  const card: IcCard = { cardNo: cardNo(ctx, 'ic', p.cardNo, 4), type, sector: null, list: [] };
  if (type === 'blank') return card;
  card.sector = {
    id: p.sector_id ?? PRESET_DEFAULTS.sector_id,
    password: (p.sector_password ?? PRESET_DEFAULTS.sector_password).toUpperCase(),
    keyEncrypt: p.key_encrypt ?? false,
  };
  if (card.sector.password === FACTORY_KEY) throw new DeviceError('已发卡的扇区不能使用出厂密钥');
  card.version = p.version ?? 1;
  if (type === 'user') {
    card.list = (p.list ?? PRESET_DEFAULTS.list).map((x) => ({ ...x }));
    card.date = p.date ?? nextYear(ctx.today());
  }
  return card;
}

function ucCard(ctx: SimContext, p: CardPreset): UcCard {
  const type = p.cardType ?? 'blank';
  if (type !== 'blank' && type !== 'user') throw new DeviceError('UC 卡只有空白卡和用户卡');
  const card: UcCard = { cardNo: cardNo(ctx, 'uc', p.cardNo, 7), type, keyEncrypt: false, list: [] };
  if (type === 'user') {
    card.keyEncrypt = p.key_encrypt ?? false;
    card.list = (p.list ?? PRESET_DEFAULTS.list).map((x) => ({ ...x }));
    card.date = p.date ?? nextYear(ctx.today());
    card.version = p.version ?? 1;
  }
  return card;
}

function cpuCard(ctx: SimContext, p: CardPreset): CpuCard {
  const type = p.cardType ?? 'blank';
  if (type !== 'blank' && type !== 'user') throw new DeviceError('CPU 卡只有空白卡和用户卡');
  const card: CpuCard = { cardNo: cardNo(ctx, 'cpu', p.cardNo, 4), token: null, files: new Map() };
  if (type === 'user') {
    card.token = p.token ?? PRESET_DEFAULTS.token;
    card.files.set((p.file_id ?? PRESET_DEFAULTS.file_id).toUpperCase(), {
      keyEncrypt: p.key_encrypt ?? false,
      list: (p.list ?? PRESET_DEFAULTS.list).map((x) => ({ ...x })),
      date: p.date ?? nextYear(ctx.today()),
      version: p.version ?? 1,
    });
  }
  return card;
}

function person(ctx: SimContext, p: CardPreset): IdCardPerson {
  const base = presetPerson(ctx.counters.next('idcard'));
  const merged: IdCardPerson = {
    name: p.name ?? base.name,
    gender: p.gender ?? base.gender,
    nation: p.nation ?? base.nation,
    birthday: p.birthday ?? base.birthday,
    address: p.address ?? base.address,
    idNumber: p.idNumber ?? base.idNumber,
    issuingAuthority: p.issuingAuthority ?? base.issuingAuthority,
    validFrom: p.validFrom ?? base.validFrom,
    validTo: p.validTo ?? base.validTo,
  };
  if (p.idNumber === undefined && (p.birthday !== undefined || p.gender !== undefined)) {
    merged.idNumber = makeIdNumber(base.idNumber.slice(0, 6), merged.birthday, merged.gender, 21);
  }
  if (!isValidIdNumber(merged.idNumber)) throw new DeviceError('身份证号码校验位不正确');
  return merged;
}

export function applyCard(ctx: SimContext, request: CardRequest): void {
  const p = request.card ?? {};
  if (request.action === 'remove') {
    ctx[request.reader].remove();
    return;
  }
  switch (request.reader) {
    case 'ic':
      return ctx.ic.place(icCard(ctx, p));
    case 'uc':
      return ctx.uc.place(ucCard(ctx, p));
    case 'cpu':
      return ctx.cpu.place(cpuCard(ctx, p));
    case 'idr210':
      if (p.kind === 'typeA') {
        return ctx.idr210.place({ kind: 'typeA', sn: cardNo(ctx, 'typeA', p.sn, 4) });
      }
      return ctx.idr210.place({ kind: 'idcard', person: person(ctx, p) });
  }
}
