// The bulk import of residents (datapump type resident, 02 §4) also writes the 住户 resource table, so
// imported people show in 住户管理 at once. The datapump's own target (store/datapump-targets/resident.ts:
// columns, row checks, the store.residents collection the export reads) stays as it is; this wraps its
// insert. Registered when the /api handlers load (routes/api/property).
import '../datapump/targets/index.js';
import { importTargetOf, registerImportTarget, type ImportTarget } from '../datapump/targets.js';
import { formatDateTime } from '../../store/clock.js';
import type { ResidentInput } from '../datapump/residents.js';
import { blankOptional, metas } from '../../resources/store.js';
import type { Store } from '../../store/index.js';
import { authEndFor, RESIDENT_TYPE_LABELS } from './seeds/resident.js';

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

let wrapped = false;

/** Wraps the datapump's resident target once (idempotent: module reloads in tests). */
export function registerResidentImport(): void {
  const base = importTargetOf('resident') as ImportTarget<ResidentInput> | undefined;
  if (!base || wrapped) return;
  wrapped = true;
  registerImportTarget<ResidentInput>('resident', {
    ...base,
    insert: async (row, ctx) => {
      const refused = await base.insert(row, ctx);
      if (typeof refused === 'string') return refused;
      importResident(ctx.store, row);
      return undefined;
    },
  });
}
