// 02 §5 "Import dialog" and the smaller widget (01 §5), rule by rule.
import { describe, expect, it } from 'vitest';
import { checkDialogFile, checkTypeAndParams, checkWidgetFiles, extensionOf } from './import-rules';

const MB = 1024 * 1024;
const file = (name: string, size = 1024) => ({ name, size });

describe('import dialog file checks (02 §5)', () => {
  it.each([
    ['02 §5 "File must be chosen: 请先上传数据文件"', undefined, 'excel', '请先上传数据文件'],
    ['02 §5 Excel .xls accepted', file('住户.xls'), 'excel', undefined],
    ['02 §5 Excel .xlsx accepted (case-insensitive)', file('住户.XLSX'), 'excel', undefined],
    [
      '02 §5 "Excel type: .xls or .xlsx only" — csv',
      file('住户.csv'),
      'excel',
      '仅支持导入Excel（.xls .xlsx）格式，请调整后重试',
    ],
    [
      '02 §5 Excel type — no extension',
      file('住户'),
      'excel',
      '仅支持导入Excel（.xls .xlsx）格式，请调整后重试',
    ],
    [
      '02 §5 Excel type — .xlsx.exe',
      file('住户.xlsx.exe'),
      'excel',
      '仅支持导入Excel（.xls .xlsx）格式，请调整后重试',
    ],
    [
      '02 §9 default file limit 10 MB (at the limit)',
      file('a.xlsx', 10 * MB),
      'excel',
      '上传的文件大小超过限制',
    ],
    ['02 §9 just under 10 MB passes', file('a.xlsx', 10 * MB - 1), 'excel', undefined],
    ['02 §5 "Zip type must be zip"', file('照片.rar'), 'zip', '压缩包格式必须为zip，请调整后重试'],
    ['02 §5 zip named .ZIP passes', file('照片.ZIP', 34 * MB), 'zip', undefined],
    ['02 §5 "size under 35 MB"', file('照片.zip', 35 * MB), 'zip', '大小不能超过35M，请调整后重试'],
    ['02 §5 an Excel file is no zip', file('照片.xlsx'), 'zip', '压缩包格式必须为zip，请调整后重试'],
  ] as const)('%s', (_name, chosen, kind, expected) => {
    expect(checkDialogFile(chosen, kind)).toBe(expected);
  });

  it('takes a host size limit', () => {
    expect(checkDialogFile(file('a.xlsx', 2 * MB), 'excel', 2)).toBe('上传的文件大小超过限制');
    expect(checkDialogFile(file('a.xlsx', 2 * MB - 1), 'excel', 2)).toBeUndefined();
  });
});

describe('smaller import widget (01 §5, 02 §5)', () => {
  it('02 §5 "one file only (只支持上传一个文件!)": two at once, or one more while one is held', () => {
    expect(checkWidgetFiles([file('a.xlsx'), file('b.xlsx')], 0)).toBe('只支持上传一个文件!');
    expect(checkWidgetFiles([file('b.xlsx')], 1)).toBe('只支持上传一个文件!');
    expect(checkWidgetFiles([file('b.xlsx')], 0)).toBeUndefined();
  });

  it('02 §5 "wrong type 只支持上传{accept}文件" (only .xlsx, .xls)', () => {
    expect(checkWidgetFiles([file('a.csv')], 0)).toBe('只支持上传.xlsx, .xls文件');
    expect(checkWidgetFiles([file('a.xls')], 0)).toBeUndefined();
    expect(checkWidgetFiles([file('a.zip')], 0, '.zip')).toBeUndefined();
    expect(checkWidgetFiles([file('a.xlsx')], 0, '.zip')).toBe('只支持上传.zip文件');
  });

  it('02 §5 "size at or over the limit (default 10 MB) gives 上传的文件大小超过限制"', () => {
    expect(checkWidgetFiles([file('a.xlsx', 10 * MB)], 0)).toBe('上传的文件大小超过限制');
    expect(checkWidgetFiles([file('a.xlsx', 10 * MB - 1)], 0)).toBeUndefined();
    expect(checkWidgetFiles([file('a.xlsx', 5 * MB)], 0, '.xlsx, .xls', 5)).toBe('上传的文件大小超过限制');
  });
});

describe('02 §5 "Import or export without type or params: 导入、导出类型或参数不能为空！"', () => {
  it.each([
    ['', {}],
    ['  ', {}],
    [undefined, {}],
    ['residentImport', undefined],
    ['residentImport', null],
    ['residentImport', 'depId=1'],
  ])('type %j, params %j', (type, params) => {
    expect(checkTypeAndParams(type, params)).toBe('导入、导出类型或参数不能为空！');
  });

  it('passes with both', () => {
    expect(checkTypeAndParams('residentImport', {})).toBeUndefined();
  });
});

it('extensionOf reads the last extension, lower-cased', () => {
  expect(extensionOf('a.b.XLS')).toBe('.xls');
  expect(extensionOf('noext')).toBe('');
});
