// The file checks of the import dialog and of the smaller import widget (02 §5, 01 §5), as pure
// functions returning the spec's message, or undefined when the file may be uploaded.
import {
  IMPORT_EXCEL_EXTENSIONS,
  IMPORT_FILE_MAX_MB,
  IMPORT_MESSAGES,
  IMPORT_WIDGET_ACCEPT,
  IMPORT_ZIP_EXTENSION,
  IMPORT_ZIP_MAX_MB,
  msgImportAccept,
} from '@/lib/constants/import-export';

export type ImportFileKind = 'excel' | 'zip';

const MB = 1024 * 1024;

/** '.xlsx' for 'a.b.XLSX'; '' without an extension. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * 02 §5 import dialog: a file must be chosen; Excel only .xls / .xlsx (and under the default 10 MB);
 * a zip must be a .zip under 35 MB.
 */
export function checkDialogFile(
  file: { name: string; size: number } | undefined,
  kind: ImportFileKind,
  maxMb?: number,
): string | undefined {
  if (!file) return IMPORT_MESSAGES.noFile;
  const extension = extensionOf(file.name);
  if (kind === 'zip') {
    if (extension !== IMPORT_ZIP_EXTENSION) return IMPORT_MESSAGES.zipType;
    return file.size >= (maxMb ?? IMPORT_ZIP_MAX_MB) * MB ? IMPORT_MESSAGES.zipSize : undefined;
  }
  if (!IMPORT_EXCEL_EXTENSIONS.includes(extension)) return IMPORT_MESSAGES.excelType;
  return file.size >= (maxMb ?? IMPORT_FILE_MAX_MB) * MB ? IMPORT_MESSAGES.tooLarge : undefined;
}

/**
 * 01 §5 / 02 §5 smaller widget: one file only (counting one already held), accepted types only
 * (只支持上传{accept}文件), size at or over the limit refused.
 */
export function checkWidgetFiles(
  batch: readonly { name: string; size: number }[],
  held: number,
  accept: string = IMPORT_WIDGET_ACCEPT,
  maxMb: number = IMPORT_FILE_MAX_MB,
): string | undefined {
  if (batch.length + held > 1) return IMPORT_MESSAGES.oneFile;
  const file = batch[0];
  if (!file) return IMPORT_MESSAGES.noFile;
  const allowed = accept.split(',').map((a) => a.trim().toLowerCase());
  if (!allowed.includes(extensionOf(file.name))) return msgImportAccept(accept);
  return file.size >= maxMb * MB ? IMPORT_MESSAGES.tooLarge : undefined;
}

/** 02 §5: import or export without a type or params. */
export function checkTypeAndParams(type: string | undefined, params: unknown): string | undefined {
  const missing = !type?.trim() || params === undefined || params === null || typeof params !== 'object';
  return missing ? IMPORT_MESSAGES.missingTypeOrParams : undefined;
}
