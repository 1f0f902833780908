// Bulk import / export and SMS codes (01 §5, §8, §9; 02 §4, §5, §7, §9).
// Owned by components/ImportDialog, ExportDialog, SmsCodeDialog and features/report; see
// docs/adr/0030.

/** 02 §5 import dialog and the smaller import widget (01 §5 for the widget). */
export const IMPORT_MESSAGES = {
  noFile: '请先上传数据文件',
  excelType: '仅支持导入Excel（.xls .xlsx）格式，请调整后重试',
  zipType: '压缩包格式必须为zip，请调整后重试',
  zipSize: '大小不能超过35M，请调整后重试',
  oneFile: '只支持上传一个文件!',
  tooLarge: '上传的文件大小超过限制',
  missingTypeOrParams: '导入、导出类型或参数不能为空！',
} as const;
/** 01 §5, 02 §5: 只支持上传{accept}文件. */
export const msgImportAccept = (accept: string): string => `只支持上传${accept}文件`;
/** 02 §5: Excel .xls / .xlsx; the smaller widget's accept text. */
export const IMPORT_EXCEL_EXTENSIONS: readonly string[] = ['.xls', '.xlsx'];
export const IMPORT_WIDGET_ACCEPT = '.xlsx, .xls';
export const IMPORT_ZIP_EXTENSION = '.zip';
/** 02 §9: default file limit 10 MB, zip max 35 MB, Excel max 10,000 rows, photos under 500K. */
export const IMPORT_FILE_MAX_MB = 10;
export const IMPORT_ZIP_MAX_MB = 35;
export const IMPORT_MAX_ROWS = 10000;
export const IMPORT_PHOTO_MAX_KB = 500;
/** 02 §4: progress rises in steps of 10 up to 90, 100 on success (the step interval is not shown). */
export const IMPORT_PROGRESS_STEP = 10;
export const IMPORT_PROGRESS_CAP = 90;
export const IMPORT_PROGRESS_INTERVAL_MS = 300;
/** 02 §5 hints (wording not shown in the spec beyond the numbers; docs/adr/0030). */
export const IMPORT_HINTS = {
  rows: `单次导入不超过${IMPORT_MAX_ROWS}行数据`,
  idPhoto: `身份证照片大小不超过${IMPORT_PHOTO_MAX_KB}K`,
  facePhoto: `人脸照片大小不超过${IMPORT_PHOTO_MAX_KB}K，尺寸在110*100至720*1260之间，否则无法开门`,
  zipName: '压缩包内的照片请以手机号或身份证号命名',
  faceAuth: '批量上传人脸后将自动开启人脸授权',
  authPeriod: '授权期限：已有授权期限的保持不变，否则业主/家属为永久，租客/临时客人/代理人为1年',
  buildingOverwrite: '楼栋/单元导入：已存在的数据将被覆盖，不存在的将新增',
} as const;
export type ImportHint = keyof typeof IMPORT_HINTS;
/** 02 §5 export dialog and 01 §5 SMS code. */
export const EXPORT_MESSAGES = {
  noField: '请选择需要导出的字段',
  codeRequired: '请输入验证码',
  codeLength: '验证码长度为4位',
  /** Not shown in the spec. */
  templateNameRequired: '请输入模板名称',
  defaultNotEditable: '默认模板不可编辑',
} as const;
/** 02 §9: alias and template name max 10; SMS code length 4, countdown 60 s, phone max 11, nation 86. */
export const EXPORT_NAME_MAX = 10;
export const SMS_CODE_LENGTH = 4;
export const SMS_COUNTDOWN_SECONDS = 60;
export const SMS_PHONE_MAX = 11;
/** 02 §7: /s_m_s/sms/send/v2 businessType 3 (data export verification). */
export const SMS_BUSINESS_TYPE_EXPORT = 3;
/** 02 §4: the last used export template per data type: export_template_{dataType}. */
export const EXPORT_TEMPLATE_STORAGE_KEY = 'export_template_';
/** 02 §5: keys dropped from export params with the empty values. */
export const EXPORT_DROPPED_PARAMS: readonly string[] = ['page', 'limit'];
/** Report page (01 §2.1 tabs Import and Export). */
export const REPORT_TABS = { import: '导入', export: '导出' } as const;
