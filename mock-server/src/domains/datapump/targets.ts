// What an import target and an export source are (02-modules §4 "Bulk import dialog", "Export flow"):
// where the rows of an import file go and where export rows come from. Each data type's own are in
// ./targets/, listed by data type in ./targets/index.ts.
import type { UserRecord } from '../../store/index.js';
import type { Store } from '../store.js';

export interface ImportColumn {
  /** key of the cell in the values handed to validateRow */
  key: string;
  /** header text in the template (a trailing * marks required columns in the file) */
  header: string;
  required?: boolean;
  /** one-line hint for the template's 填写说明 sheet */
  note?: string;
  /** the template's example cell */
  example?: string;
}

export interface ImportContext {
  store: Store;
  user: UserRecord;
  /** the params JSON of the im_ex request */
  params: Record<string, unknown>;
}

export type RowCheck<Row> = { ok: true; row: Row } | { ok: false; message: string };

export interface ImportTarget<Row> {
  columns: readonly ImportColumn[];
  /**
   * Checks one row (trimmed cell text by column key; required cells are already known to be filled)
   * and returns what insert() will write. Writes nothing.
   */
  validateRow(values: Readonly<Record<string, string>>, ctx: ImportContext): RowCheck<Row>;
  /** Rows of one file with the same key are duplicates: the later one is refused. */
  keyOf?(row: Row): string;
  /**
   * Writes one checked row, entirely (a row is never half saved). A message instead means the write
   * was refused and nothing was written (resource-backed targets write through the add operation).
   */
  insert(row: Row, ctx: ImportContext): void | string | Promise<string | undefined>;
}

export interface ExportContext {
  store: Store;
  user: UserRecord;
  /** the export filters (params without templateId / fields; empty values already dropped) */
  params: Record<string, unknown>;
}

/** Thrown by ExportSource.rows() when the account may not read the data: the task fails with it. */
export class ExportRefused extends Error {}

export interface ExportSource {
  /**
   * One record per row, keyed by the data type's field codes (catalogue.ts). Throws
   * ExportRefused when the account may not read them.
   */
  rows(ctx: ExportContext): Record<string, string | number>[];
}
