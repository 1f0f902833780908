// 门禁卡列表 (02 §2 物业管理 / 门禁卡管理 AccessCard, NormalTree); 导入 / 导出 are the datapump card type.
// 写卡 (02 §7): a normal IC card's permissions and expiry are written through the desktop helper's IC
// reader and read back (CPU cards need the platform's issuing token, ID cards cannot be written).
import type { AccessCardToWrite } from '@/shell/desktop/IcCardWriteDialog';
import { IcCardWriteAction } from '@/shell/desktop/IcCardWriteAction';
import { createResourcePage } from '@/list-page/create-page';

/** 卡类型 1 IC卡, 卡状态 1 正常 (contract enums). */
const writable = (row: Record<string, unknown>) => row.cardType === 1 && row.status === 1;

export default createResourcePage({
  resource: 'AccessCard',
  route: 'AccessCard',
  columns: [
    'cardNo',
    'cardType',
    'holderType',
    'holderName',
    'phone',
    'depId',
    'buildingId',
    'unitId',
    'validFrom',
    'validTo',
    'status',
    'infoStatus',
    'issueTime',
    'holderIdCard',
    'remark',
  ],
  hiddenColumns: ['validFrom', 'holderIdCard', 'remark'],
  search: ['cardNo', 'holderName', 'status', 'cardType', 'holderType', 'infoStatus', 'issueTime'],
  form: [
    'cardNo',
    'cardType',
    'holderType',
    'holderName',
    'phone',
    'holderIdCard',
    'depId',
    'buildingId',
    'unitId',
    'validFrom',
    'validTo',
    'status',
    'remark',
  ],
  importType: 'card',
  exportType: 'card',
  rowActions: {
    labels: ['写卡'],
    render: (row) =>
      writable(row) ? <IcCardWriteAction card={row as unknown as AccessCardToWrite} /> : null,
  },
});
