// The write behind the bulk import of residents (datapump type resident, 02 §4): a checked row of the
// import file becomes a row of the 住户 table, so imported people show in 住户管理 at once. The
// datapump's resident target (domains/datapump/targets/resident.ts) checks the row and calls this.
import { blankOptional, metas } from '../../resources/store.js';
import { formatDateTime } from '../../store/clock.js';
import type { Store } from '../store.js';
import {
  authEndFor,
  RESIDENT_TYPE_LABELS,
  type ResidentPlace,
  type ResidentTypeLabel,
} from './seeds/resident-types.js';

/** One checked row of the import file: where the resident lives and who it is. */
export interface ResidentInput extends ResidentPlace {
  userName: string;
  /** 11-digit mobile */
  phone: string;
  userType: ResidentTypeLabel;
  /** ID card number, '' when not given */
  cardNo: string;
}

/** Upserts one imported row: same phone in the same room updates it and keeps its authorization period. */
export function importResident(store: Store, input: ResidentInput): void {
  const table = store.resources.table('Resident');
  const meta = metas.Resident;
  const userType = RESIDENT_TYPE_LABELS.indexOf(input.userType) + 1;
  const now = formatDateTime(store.now());
  const existing = table.all().find((r) => r.roomId === input.roomNumberId && r.phone === input.phone);
  const values = {
    userName: input.userName,
    phone: input.phone,
    cardNo: input.cardNo || null,
    userType,
    depId: input.depId,
    buildingId: input.buildingId,
    unitId: input.unitId,
    roomId: input.roomNumberId,
  };
  if (existing) {
    table.replace(store.resources.enrich(meta, { ...existing, ...values }));
    return;
  }
  const card = input.cardNo;
  const gender = card.length === 18 ? (Number(card[16]) % 2 === 1 ? 1 : 2) : 1;
  const row = table.insert({
    ...blankOptional(meta),
    ...values,
    gender,
    authEndTime: authEndFor(userType, now),
    source: 2,
    createTime: now,
  });
  table.replace(store.resources.enrich(meta, row));
}
