// Reading and writing real .xlsx workbooks for bulk import/export (exceljs). Only the Office Open XML
// format: exceljs cannot read the legacy binary .xls (see docs/adr/0030).
import ExcelJS from 'exceljs';

export type CellValue = string | number;

export interface SheetSpec {
  name: string;
  headers: string[];
  rows: CellValue[][];
}

export interface ReadRow {
  /** Excel row number (the header is row 1) */
  row: number;
  /** trimmed text per column, in header order */
  cells: string[];
}

export interface ReadSheet {
  headers: string[];
  rows: ReadRow[];
}

export const WORKBOOK_CREATOR = '智慧社区综合服务平台';
const HEADER_FILL = 'FFE6F0FF';
const MIN_WIDTH = 8;
const MAX_WIDTH = 40;

/** Display width of a text: CJK and full-width characters count twice. */
function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u1100-\uffff]/.test(ch) ? 2 : 1;
  return width;
}

/** A workbook with one formatted sheet per spec (bold shaded header, frozen first row, fitted widths). */
export async function writeWorkbook(sheets: SheetSpec[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = WORKBOOK_CREATOR;
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow(spec.headers);
    for (const row of spec.rows) sheet.addRow(row);
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.eachCell((cell) => {
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
    });
    spec.headers.forEach((title, i) => {
      const widest = Math.max(displayWidth(title), ...spec.rows.map((r) => displayWidth(String(r[i] ?? ''))));
      sheet.getColumn(i + 1).width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest + 2));
    });
  }
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}

/**
 * The first worksheet as text: row 1 is the header; rows whose cells are all empty are skipped.
 * Throws when the bytes are not a readable .xlsx workbook.
 */
export async function readFirstSheet(data: Buffer): Promise<ReadSheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], rows: [] };
  const headerRow = sheet.getRow(1);
  const width = headerRow.cellCount;
  const headers = Array.from({ length: width }, (_, i) => headerRow.getCell(i + 1).text.trim());
  const rows: ReadRow[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells = Array.from({ length: width }, (_, i) => row.getCell(i + 1).text.trim());
    if (cells.some((c) => c !== '')) rows.push({ row: r, cells });
  }
  return { headers, rows };
}
