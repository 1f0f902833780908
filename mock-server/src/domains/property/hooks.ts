// Side effects of generic resource writes that the property module needs: every landlord registration
// and edit leaves a change record (02 §2 Landlord/record/:id), and deleting a landlord takes its records
// with it. The generic handler does the write; these run after it succeeded.
import type { RawContext } from '../../contract/define.js';
import { blankOptional, metas } from '../../resources/store.js';
import type { Row } from '../../resources/types.js';
import { formatDateTime } from '../../store/clock.js';
import type { Store } from '../store.js';
import { operatorOf, saveRow } from './records.js';

type Handle = (ctx: RawContext) => unknown;
type Answer = { code?: unknown; object?: Row };

const succeeded = (answer: unknown): answer is Answer => (answer as Answer | undefined)?.code === 0;

function writeRecord(store: Store, ctx: RawContext, landlordId: number, changeType: number, content: string) {
  const table = store.resources.table('LandlordChangeRecord');
  const row = table.insert({
    ...blankOptional(metas.LandlordChangeRecord),
    landlordId,
    changeType,
    content,
    operatorName: operatorOf(ctx.session!.user),
    changeTime: formatDateTime(store.now()),
  });
  table.replace(store.resources.enrich(metas.LandlordChangeRecord, row));
}

/** "title：old → new" for every changed writable field, option labels instead of codes. */
export function describeChanges(before: Row, after: Row): { content: string; statusOnly: boolean } {
  const shown = (key: string, value: unknown) => {
    const field = metas.Landlord.fields.find((f) => f.key === key)!;
    if (value === null || value === undefined || value === '') return '空';
    return field.options?.find((o) => o.value === value)?.label ?? String(value);
  };
  const changed = metas.Landlord.fields.filter(
    (f) => !f.readOnly && f.key !== 'depId' && String(before[f.key] ?? '') !== String(after[f.key] ?? ''),
  );
  if (String(before.depId) !== String(after.depId)) {
    changed.unshift({ ...metas.Landlord.fields.find((f) => f.key === 'depId')!, key: 'depName' });
  }
  const content = changed
    .map((f) => `${f.title}：${shown(f.key, before[f.key])} → ${shown(f.key, after[f.key])}`)
    .join('；');
  return {
    content: content || '未修改内容',
    statusOnly: changed.length === 1 && changed[0]!.key === 'status',
  };
}

function wrapAfter(
  handle: Handle,
  after: (ctx: RawContext, answer: Answer, before?: Row) => unknown,
): Handle {
  return async (ctx) => {
    const id = Number(ctx.body.id);
    const before = Number.isInteger(id) ? ctx.store.resources.table('Landlord').get(id) : undefined;
    const answer = await handle(ctx);
    return succeeded(answer) ? (after(ctx, answer, before) ?? answer) : answer;
  };
}

/** Wrappers of generic handlers by operation id. */
export const afterHooks: Record<string, (generic: Handle) => Handle> = {
  landlordAdd: (generic) =>
    wrapAfter(generic, (ctx, answer) => {
      const row = answer.object!;
      writeRecord(ctx.store, ctx, row.id, 1, `登记房东，房产 ${String(row.propertyCount)} 处`);
    }),
  landlordUpdate: (generic) =>
    wrapAfter(generic, (ctx, answer, before) => {
      const row = answer.object!;
      const { content, statusOnly } = describeChanges(before!, row);
      writeRecord(ctx.store, ctx, row.id, statusOnly ? 3 : 2, content);
      const saved = saveRow(ctx.store, 'Landlord', row, { updateTime: formatDateTime(ctx.store.now()) });
      return { ...answer, object: saved };
    }),
  landlordDelete: (generic) => async (ctx) => {
    const answer = await generic(ctx);
    if (succeeded(answer)) {
      const ids = new Set(String(ctx.body.ids).split(',').map(Number));
      const records = ctx.store.resources.table('LandlordChangeRecord');
      records.remove(
        records
          .all()
          .filter((r) => ids.has(Number(r.landlordId)))
          .map((r) => r.id),
      );
    }
    return answer;
  },
};
