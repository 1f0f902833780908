// A handler's answer that is a file, not an envelope: operations whose HTTP 200 declares a non-JSON
// content type (the .xlsx downloads of datapump). The router sends it with Content-Type and an
// attachment Content-Disposition, and records a violation when the contract does not declare the type.

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export class FileResponse {
  constructor(
    readonly data: Buffer,
    readonly contentType: string,
    readonly fileName: string,
  ) {}
}

/** attachment with an ASCII fallback name and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
