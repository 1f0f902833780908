// Import targets and export sources backed by a resource of the engine (docs/resources.md), so a data
// type needs no hand-written reader or writer. An export lists what the resource's page operation
// answers for the same filters and account (visibility, tree node, search fields), with option labels
// and reference names as text. An import row is checked against the add operation's request schema (the
// router's Ajv check, x-message patterns included) and written by the add operation itself (named rules,
// references, unique fields, *Name fields, the side tree): its refusal is the row's message. Cells
// naming a community, building, unit, room or a record of another resource become that record's id.
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { CODE_PERMISSION_DENIED } from '#mock/contract/envelope.js';
import { loadDoc, loadOperations } from '#mock/contract/load.js';
import { createValidator, describeError, describeErrors } from '#mock/contract/validator.js';
import { metas, nameKeyOf } from '#mock/resources/store.js';
import type { FieldMeta, ResourceMeta, ResourceName, Row } from '#mock/resources/types.js';
import {
  ExportRefused,
  type ExportContext,
  type ExportSource,
  type ImportColumn,
  type ImportContext,
  type ImportTarget,
  type RowCheck,
} from '../targets.js';
import { dataTypeOf } from '../catalogue.js';
import { visibleCommunities } from '../../tree/tree.js';
import { runOperation, succeeded } from './operations.js';

type Values = Record<string, unknown>;

const operationOf = (resource: ResourceName, action: 'Page' | 'Add') =>
  `${resource[0]!.toLowerCase()}${resource.slice(1)}${action}`;

// ── export ─────────────────────────────────────────────────────────────────────────────────────────

type Cell = string | number;

/**
 * A field code of the data type, read from the row key of the same name, from [code, row key], or
 * computed by [code, (row, ctx) => cell].
 */
export type ExportField =
  string | readonly [code: string, from: string | ((row: Row, ctx: ExportContext) => Cell)];

/** Every field code of a data type of the catalogue (the default template's columns). */
export function catalogueCodes(dataType: string): string[] {
  const type = dataTypeOf(dataType);
  if (!type) throw new Error(`datapump: no data type ${dataType} in the catalogue`);
  return type.fields.map(([code]) => code);
}

/** The list a page answer carries in its envelope. */
function pageRows(meta: ResourceMeta, answer: unknown): Row[] {
  if (answer instanceof Promise) throw new Error(`datapump: ${meta.name} page must answer synchronously`);
  if (!succeeded(answer)) {
    const { code, message } = answer as { code?: unknown; message?: string };
    if (code === CODE_PERMISSION_DENIED) throw new ExportRefused(message);
    throw new Error(`datapump: ${meta.name} page refused: ${message}`);
  }
  const a = answer as { object?: { records?: Row[]; content?: Row[] }; data?: Row[] };
  const rows =
    meta.envelope === 'records'
      ? a.object?.records
      : meta.envelope === 'content'
        ? a.object?.content
        : a.data;
  return rows ?? [];
}

/** A cell as the list shows it: option labels, reference names, empty text for no value. */
function cellOf(meta: ResourceMeta, ctx: ExportContext, row: Row, key: string): Cell {
  const value = row[key];
  if (value === null || value === undefined) return '';
  const field = meta.fields.find((f) => f.key === key);
  if (field?.ref) {
    const name = nameKeyOf(key) !== key ? row[nameKeyOf(key)] : undefined;
    return typeof name === 'string' ? name : (ctx.store.resources.referenceName(field, value) ?? '');
  }
  const label = field?.options?.find((o) => o.value === value)?.label;
  if (label !== undefined) return label;
  return typeof value === 'number' ? value : String(value);
}

/**
 * The rows of the resource's list for the export's filters (`filters` turns the export params into
 * the page query; by default they are the page query, as the list page sends its own query).
 */
export function resourceExportSource(
  resource: ResourceName,
  fields: readonly ExportField[],
  filters: (params: Values) => Values = (params) => params,
): ExportSource {
  const pairs = fields.map((f) => (typeof f === 'string' ? ([f, f] as const) : f));
  return {
    rows: (ctx) => {
      const meta = metas[resource];
      const query = { ...filters(ctx.params), page: 1, limit: Number.MAX_SAFE_INTEGER };
      const rows = pageRows(meta, runOperation(operationOf(resource, 'Page'), ctx, { query }));
      return rows.map((row) =>
        Object.fromEntries(
          pairs.map(([code, from]) => [
            code,
            typeof from === 'string' ? cellOf(meta, ctx, row, from) : from(row, ctx),
          ]),
        ),
      );
    },
  };
}

// ── import ─────────────────────────────────────────────────────────────────────────────────────────

let validators: { compile: (operationId: string) => ValidateFunction } | undefined;

/** The add operation's body validator, compiled like the router's (coercing form body) on first use. */
const bodyValidator = (() => {
  const cache = new Map<string, ValidateFunction>();
  return (operationId: string): ValidateFunction => {
    if (!validators) {
      const doc = loadDoc('api');
      const operations = new Map(loadOperations(doc).map((op) => [op.operationId, op]));
      const validator = createValidator(doc);
      validators = {
        compile: (id) => {
          const op = operations.get(id);
          if (!op) throw new Error(`datapump: no operation ${id} in the contract`);
          const body = validator.compile(op).body;
          const validate = body.get('application/x-www-form-urlencoded') ?? [...body.values()][0];
          if (!validate) throw new Error(`datapump: ${id} takes no body`);
          return validate;
        },
      };
    }
    let validate = cache.get(operationId);
    if (!validate) cache.set(operationId, (validate = validators.compile(operationId)));
    return validate;
  };
})();

type Read = { value: unknown } | { error: string };

const DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const pad = (n: string | undefined) => (n ?? '0').padStart(2, '0');

/** yyyy/M/d (H:mm) as typed in Excel → yyyy-MM-dd (HH:mm:ss); anything else is left to the schema. */
function dateText(field: FieldMeta, text: string): string {
  const m = DATE.exec(text);
  if (!m) return text;
  const day = `${m[1]}-${pad(m[2])}-${pad(m[3])}`;
  return field.format === 'date-time' ? `${day} ${pad(m[4])}:${pad(m[5])}:${pad(m[6])}` : day;
}

/** The community of the import's tree node or depId param, when one community was chosen. */
function chosenCommunity(ctx: ImportContext): number | undefined {
  const node = /^dep:(\d+)$/.exec(String(ctx.params.node ?? ''));
  const depId = node ? Number(node[1]) : Number(ctx.params.depId);
  return Number.isInteger(depId) && depId > 0 ? depId : undefined;
}

/** A reference cell (a name) as the id of the record it names, under the parents already read. */
function referenceOf(field: FieldMeta, text: string, body: Values, ctx: ImportContext): Read {
  const { hierarchy } = ctx.store;
  const parent = (key: string, title: string): Read | undefined =>
    body[key] === undefined ? { error: `${field.title}需同时填写${title}` } : undefined;
  switch (field.ref) {
    case 'community': {
      const c = visibleCommunities(ctx.store.communities, ctx.user).find((x) => x.depName === text);
      if (!c) return { error: `小区不存在或无权限：${text}` };
      const chosen = chosenCommunity(ctx);
      if (chosen !== undefined && chosen !== c.depId)
        return { error: `小区与导入时选择的小区不一致：${text}` };
      return { value: c.depId };
    }
    case 'building': {
      const b = hierarchy.buildingsOf(Number(body.depId)).find((x) => x.buildingName === text);
      return parent('depId', '小区') ?? (b ? { value: b.buildingId } : { error: `楼栋不存在：${text}` });
    }
    case 'unit': {
      const building = hierarchy.buildingById(Number(body.buildingId));
      const u = hierarchy.unitsOf(Number(body.buildingId)).find((x) => x.unitName === text);
      return (
        parent('buildingId', '楼栋') ??
        (u ? { value: u.unitId } : { error: `单元不存在：${building?.buildingName ?? ''}${text}` })
      );
    }
    case 'room': {
      const unit = hierarchy.unitById(Number(body.unitId));
      const building = unit && hierarchy.buildingById(unit.buildingId);
      const r = hierarchy.roomsOf(Number(body.unitId)).find((x) => x.roomNumber === text);
      const where = `${building?.buildingName ?? ''}${unit?.unitName ?? ''}`;
      return (
        parent('unitId', '单元') ?? (r ? { value: r.roomNumberId } : { error: `房号不存在：${where}${text}` })
      );
    }
    default: {
      // another resource, by its display field; within the row's community when it has one
      const other = metas[field.ref as ResourceName];
      const sameCommunity = other.fields.some((f) => f.key === 'depId') && body.depId !== undefined;
      const found = ctx.store.resources
        .table(other.name as ResourceName)
        .all()
        .find((r) => String(r[other.display]) === text && (!sameCommunity || r.depId === body.depId));
      return found ? { value: found.id } : { error: `${field.title}不存在：${text}` };
    }
  }
}

/** One cell as the add body's value: ids for names, option values for labels, numbers for numbers. */
function readCell(
  field: FieldMeta,
  column: ImportColumn,
  text: string,
  body: Values,
  ctx: ImportContext,
): Read {
  if (field.ref) return referenceOf(field, text, body, ctx);
  if (field.options) {
    const option = field.options.find((o) => o.label === text || String(o.value) === text);
    const labels = field.options.map((o) => o.label).join('、');
    return option ? { value: option.value } : { error: `${column.header}只能是${labels}` };
  }
  if (field.type === 'integer') {
    return /^-?\d+$/.test(text) ? { value: Number(text) } : { error: `${column.header}应为整数` };
  }
  if (field.type === 'number') {
    return /^-?\d+(\.\d+)?$/.test(text) ? { value: Number(text) } : { error: `${column.header}应为数字` };
  }
  return { value: field.format ? dateText(field, text) : text };
}

/** The schema's message with the field's title in place of its key (an operator reads the sheet). */
function schemaMessage(meta: ResourceMeta, validate: ValidateFunction): string {
  const error = describeError(validate.errors);
  const field = error && !error.missing && meta.fields.find((f) => f.key === error.key);
  if (!field) return describeErrors(validate.errors);
  // a rule's own message (x-message) is a sentence; the field's name goes in front unless it says it
  if (!error.own) return `${field.title}${error.problem}`;
  return error.problem.includes(field.title) ? error.problem : `${field.title}：${error.problem}`;
}

/**
 * An import target writing the resource through its add operation. Column keys are the resource's
 * writable field keys (reference fields take names); required fields left out of the columns take
 * the field's default.
 */
export function resourceImportTarget(
  resource: ResourceName,
  columns: readonly ImportColumn[],
): ImportTarget<Values> {
  // read on first use: the targets are made while the store's modules are still loading
  const fieldsOf = () => {
    const meta = metas[resource];
    const fieldOf = (key: string) => {
      const field = meta.fields.find((f) => f.key === key && !f.readOnly);
      if (!field) throw new Error(`datapump: ${resource} has no writable field ${key}`);
      return field;
    };
    return {
      meta,
      columns: columns.map((c) => [c, fieldOf(c.key)] as const),
      defaults: meta.fields.filter((f) => !f.readOnly && f.default !== undefined),
    };
  };
  let known: ReturnType<typeof fieldsOf> | undefined;
  return {
    columns,
    validateRow: (cells, ctx): RowCheck<Values> => {
      const { meta, columns: columnFields, defaults } = (known ??= fieldsOf());
      const body: Values = {};
      for (const [column, field] of columnFields) {
        const text = cells[column.key] ?? '';
        if (!text) continue;
        const read = readCell(field, column, text, body, ctx);
        if ('error' in read) return { ok: false, message: read.error };
        body[field.key] = read.value;
      }
      for (const field of defaults) if (body[field.key] === undefined) body[field.key] = field.default;
      const validate = bodyValidator(operationOf(resource, 'Add'));
      return validate(body) ? { ok: true, row: body } : { ok: false, message: schemaMessage(meta, validate) };
    },
    insert: async (body, ctx) => {
      const answer = await runOperation(operationOf(resource, 'Add'), ctx, { body: { ...body } });
      return succeeded(answer) ? undefined : String((answer as { message?: unknown }).message ?? '写入失败');
    },
  };
}
