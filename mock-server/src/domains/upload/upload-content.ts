// What an uploaded file is, decided by its first bytes (never by its name or the type the client sent):
// each upload kind takes only the formats its contract operation declares (encoding.file.contentType),
// and the stored file keeps the type and extension found here, so nothing uploaded is served as markup.
import { failure, success, type Outcome } from '../../lib/result.js';

export type UploadKind = 'image' | 'legacyImage' | 'fingerVein' | 'excel';

export interface DetectedFormat {
  mimetype: string;
  /** extension the stored name gets, with the dot */
  ext: string;
}

interface Format extends DetectedFormat {
  magic: readonly number[];
  /** the file name must end so (imports: a zip must be named .xlsx, an OLE2 file .xls) */
  nameEnds?: RegExp;
}

const JPEG: Format = { mimetype: 'image/jpeg', ext: '.jpg', magic: [0xff, 0xd8, 0xff] };
const PNG: Format = {
  mimetype: 'image/png',
  ext: '.png',
  magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};
const BMP: Format = { mimetype: 'image/bmp', ext: '.bmp', magic: [0x42, 0x4d] };
/** The desktop helper's finger-vein template: header "FV01" (asyncapi/client-ws.yaml, hardware-sim). */
const FV_TEMPLATE: Format = {
  mimetype: 'application/octet-stream',
  ext: '.dat',
  magic: [0x46, 0x56, 0x30, 0x31],
};
/** Office Open XML workbook: a zip (PK\x03\x04) named .xlsx. */
const XLSX: Format = {
  mimetype: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ext: '.xlsx',
  magic: [0x50, 0x4b, 0x03, 0x04],
  nameEnds: /\.xlsx$/i,
};
/** Excel 97-2003 workbook: an OLE2 compound file named .xls. */
const XLS: Format = {
  mimetype: 'application/vnd.ms-excel',
  ext: '.xls',
  magic: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  nameEnds: /\.xls$/i,
};

/** Code of an upload whose content is not a format the operation takes (beside 10301 size, 10302 empty). */
export const UPLOAD_TYPE_REFUSED = '10303';

const KINDS: Record<UploadKind, { formats: readonly Format[]; code: string; message: string }> = {
  image: { formats: [JPEG, PNG], code: UPLOAD_TYPE_REFUSED, message: '请上传 jpg/png/jpeg 格式' },
  legacyImage: {
    formats: [JPEG, PNG, BMP],
    code: UPLOAD_TYPE_REFUSED,
    message: '请上传 jpg/png/jpeg/bmp 格式',
  },
  fingerVein: { formats: [FV_TEMPLATE], code: UPLOAD_TYPE_REFUSED, message: '请上传指静脉模板文件' },
  excel: { formats: [XLSX, XLS], code: '10506', message: '仅支持导入Excel（.xls .xlsx）格式，请调整后重试' },
};

const startsWith = (data: Buffer, magic: readonly number[]) =>
  data.length >= magic.length && magic.every((byte, i) => data[i] === byte);

/** The declared format the bytes are, or the kind's refusal (code and the console's own message). */
export function detectUpload(kind: UploadKind, data: Buffer, filename: string): Outcome<DetectedFormat> {
  const { formats, code, message } = KINDS[kind];
  const found = formats.find((f) => startsWith(data, f.magic) && (!f.nameEnds || f.nameEnds.test(filename)));
  return found ? success({ mimetype: found.mimetype, ext: found.ext }) : failure(code, message);
}

/** Types served inline (shown in <img>); everything else is served as an attachment. */
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/bmp', 'image/gif']);

export function servedInline(mimetype: string): boolean {
  return INLINE_TYPES.has(mimetype);
}
