// The work behind /datapump/im_ex/v2 (02-modules §4, §5): an import reads the uploaded .xlsx with
// exceljs and hands each row to the data type's import target — a good row is written whole, a bad
// row not at all and reported with its Excel row number; an export collects the rows of the data
// type's export source into the chosen columns. Results go to the datapump domain (store.datapump).
import { ExportRefused, type ExportSource, type ImportColumn } from './targets.js';
import { exportSourceOf, importTargetOf } from './targets/index.js';
import type { DataType } from './catalogue.js';
import {
  MAX_IMPORT_ROWS,
  type DatapumpRowError,
  type Submitted,
  type TaskFile,
  type TaskOutcome,
} from './tasks.js';
import { readFirstSheet, writeWorkbook, type CellValue, type ReadSheet } from './xlsx.js';
import type { UserRecord } from '../../store/index.js';
import type { Store } from '../store.js';

/** What the mock says about legacy .xls files (exceljs reads only .xlsx; docs/adr/0030). */
export const XLS_NOT_READABLE = '暂不支持解析 .xls 文件，请在 Excel 中另存为 .xlsx 后重新导入';
export const ERROR_COLUMN = '错误原因';

const failed = (reason: string): TaskOutcome => ({
  status: 2,
  reason,
  totalCount: 0,
  successCount: 0,
  failCount: 0,
  rowErrors: [],
});

/** Header text as the template writes it: required columns end with *. */
export const templateHeader = (c: ImportColumn) => (c.required ? `${c.header}*` : c.header);
const bareHeader = (text: string) => text.replace(/[*＊\s]/g, '');

/** The import template of a data type: the header row, and a 填写说明 sheet (undefined: not importable). */
export function importTemplateFile(type: DataType): TaskFile | undefined {
  const target = importTargetOf(type.key);
  if (!target) return undefined;
  return {
    fileName: `${type.name}导入模板.xlsx`,
    sheets: [
      { name: type.name, headers: target.columns.map(templateHeader), rows: [] },
      {
        name: '填写说明',
        headers: ['列名', '是否必填', '填写说明', '示例'],
        rows: [
          ...target.columns.map((c) => [c.header, c.required ? '是' : '否', c.note ?? '', c.example ?? '']),
          ['', '', `从第 2 行起每行一条数据，单次最多${MAX_IMPORT_ROWS}行；请勿修改第 1 行表头`, ''],
        ],
      },
    ],
  };
}

/** Reads and applies an import file; never throws for bad input (the task fails with a reason). */
export async function runImport(
  store: Store,
  user: UserRecord,
  submitted: Submitted,
  file: { filename: string; data: Buffer },
): Promise<TaskOutcome> {
  const target = importTargetOf(submitted.dataType.key);
  if (!target) return failed('不支持的导入导出类型');
  if (/\.xls$/i.test(file.filename)) return failed(XLS_NOT_READABLE);
  let sheet: ReadSheet;
  try {
    sheet = await readFirstSheet(file.data);
  } catch {
    return failed('文件无法读取，请使用下载的导入模板填写');
  }
  const headers = sheet.headers.map(bareHeader);
  const position = new Map<string, number>();
  const missing: string[] = [];
  for (const column of target.columns) {
    const at = headers.indexOf(column.header);
    if (at >= 0) position.set(column.key, at);
    else if (column.required) missing.push(column.header);
  }
  if (missing.length) return failed(`缺少表头 ${missing.join('、')}，请使用下载的导入模板`);
  if (sheet.rows.length === 0) return failed('文件中没有数据');
  if (sheet.rows.length > MAX_IMPORT_ROWS)
    return failed(`单次最多导入${MAX_IMPORT_ROWS}行，请拆分后重新导入`);

  const ctx = { store, user, params: submitted.params };
  const firstRowOf = new Map<string, number>();
  const rowErrors: DatapumpRowError[] = [];
  const badRows: CellValue[][] = [];
  let successCount = 0;
  for (const { row, cells } of sheet.rows) {
    const values: Record<string, string> = {};
    for (const column of target.columns) {
      const at = position.get(column.key);
      values[column.key] = at === undefined ? '' : (cells[at] ?? '');
    }
    const empty = target.columns.find((c) => c.required && !values[c.key]);
    let message: string | undefined;
    if (empty) {
      message = `${empty.header}不能为空`;
    } else {
      const check = target.validateRow(values, ctx);
      if (!check.ok) {
        message = check.message;
      } else {
        const key = target.keyOf?.(check.row);
        const first = key === undefined ? undefined : firstRowOf.get(key);
        if (first !== undefined) {
          message = `与第${first}行重复`;
        } else {
          const refused = await target.insert(check.row, ctx);
          if (typeof refused === 'string') {
            message = refused;
          } else {
            if (key !== undefined) firstRowOf.set(key, row);
            successCount++;
          }
        }
      }
    }
    if (message) {
      rowErrors.push({ row, message });
      badRows.push([row, ...target.columns.map((c) => values[c.key] ?? ''), message]);
    }
  }
  const totalCount = sheet.rows.length;
  const report: TaskFile | undefined = rowErrors.length
    ? {
        fileName: `${file.filename.replace(/\.xlsx?$/i, '')}_错误报告.xlsx`,
        sheets: [
          {
            name: '错误数据',
            headers: ['行号', ...target.columns.map((c) => c.header), ERROR_COLUMN],
            rows: badRows,
          },
        ],
      }
    : undefined;
  return {
    status: successCount > 0 ? 1 : 2,
    reason: successCount > 0 ? undefined : `全部${totalCount}行数据有误，请下载错误报告修改后重新导入`,
    totalCount,
    successCount,
    failCount: rowErrors.length,
    rowErrors,
    file: report,
  };
}

/** Collects the export rows into the chosen columns. */
export function runExport(store: Store, user: UserRecord, submitted: Submitted): TaskOutcome {
  const source = exportSourceOf(submitted.dataType.key);
  if (!source) return failed('该数据类型暂无可导出的数据');
  let records: ReturnType<ExportSource['rows']>;
  try {
    records = source.rows({ store, user, params: submitted.filters });
  } catch (error) {
    if (error instanceof ExportRefused) return failed(error.message);
    throw error;
  }
  const rows = records.map((r) => submitted.columns.map((c) => r[c.code] ?? ''));
  return {
    status: 1,
    totalCount: rows.length,
    successCount: rows.length,
    failCount: 0,
    rowErrors: [],
    file: {
      fileName: submitted.task.fileName,
      sheets: [{ name: submitted.dataType.name, headers: submitted.columns.map((c) => c.alias), rows }],
    },
  };
}

/** The .xlsx bytes of a task file. */
export function renderFile(file: TaskFile): Promise<Buffer> {
  return writeWorkbook(file.sheets);
}
