// The Report page's history on a fresh store (per seeded account): yesterday's resident export of the
// first community and an import with two bad rows, both finished, with their files.
import type { SeededResident } from '../property/seeds/seeded-residents.js';
import { DAY_MS, compactDateTime, startOfBeijingDay } from '../../store/clock.js';
import { dataTypeOf, templatesOf } from './catalogue.js';
import type { SeedTask } from './tasks.js';

const HOUR_MS = 3_600_000;

/** A seeded resident as an export row, keyed by the resident field codes of catalogue.ts. */
function residentExportRow(r: SeededResident): Record<string, string> {
  return {
    depName: r.depName,
    roomAddress: `${r.depName} > ${r.buildingName} > ${r.unitName} > ${r.roomNumber}`,
    userName: r.userName,
    phone: r.phone,
    userType: r.userType,
    cardNo: r.cardNo,
    authEndTime: r.authEndTime || '永久',
  };
}

/** seeded: the data set's seeded residents, in order (the export lists those of the first one's community). */
export function datapumpSeeds(userIds: string[], now: number, seeded: SeededResident[]): SeedTask[] {
  const type = dataTypeOf('resident')!;
  const columns = templatesOf(type)[0]!.dataTemplate;
  const first = seeded[0];
  const rows = seeded
    .filter((r) => r.depId === first?.depId)
    .map((r) => columns.map((c) => residentExportRow(r)[c.code] ?? ''));
  const yesterday = startOfBeijingDay(now) - DAY_MS;
  const exportAt = yesterday + 9 * HOUR_MS;
  const importAt = yesterday + 8.5 * HOUR_MS;
  const stamp = compactDateTime(new Date(exportAt));
  const errors = [
    { row: 4, message: '手机号格式不正确' },
    { row: 6, message: '住户类型只能是业主、家属、租客、临时客人、代理人' },
  ];
  const depName = first?.depName ?? '';
  return userIds.flatMap((userId) => [
    {
      userId,
      type: 'residentExport',
      fileName: `${type.name}_${stamp}.xlsx`,
      createdAt: exportAt,
      outcome: {
        status: 1 as const,
        totalCount: rows.length,
        successCount: rows.length,
        failCount: 0,
        rowErrors: [],
        file: {
          fileName: `${type.name}_${stamp}.xlsx`,
          sheets: [{ name: type.name, headers: columns.map((c) => c.alias), rows }],
        },
      },
    },
    {
      userId,
      type: 'residentImport',
      fileName: '住户导入.xlsx',
      createdAt: importAt,
      outcome: {
        status: 1 as const,
        totalCount: 5,
        successCount: 3,
        failCount: 2,
        rowErrors: errors,
        file: {
          fileName: '住户导入_错误报告.xlsx',
          sheets: [
            {
              name: '错误数据',
              headers: [
                '行号',
                '小区名称',
                '楼栋',
                '单元',
                '房号',
                '姓名',
                '手机号',
                '住户类型',
                '证件号码',
                '错误原因',
              ],
              rows: [
                [4, depName, '1栋', '一单元', '102', '周敏', '1380013', '家属', '', errors[0]!.message],
                [6, depName, '2栋', '一单元', '301', '吴刚', '13912340006', '房客', '', errors[1]!.message],
              ],
            },
          ],
        },
      },
    },
  ]);
}
