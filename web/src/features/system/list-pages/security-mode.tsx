// 安防参数 (02 §2 参数设置 securityParameter): the security modes of the residents' smart-home kits —
// which sensors are armed, delays, siren and how the resident is told. 新增 opens the hidden route
// editSecurityModel (新增安防模式); editing stays in a dialog. A mode still used by 告警联动 rules shows
// the delete-blocked dialog.
import { Space, Tag } from 'antd';
import { createResourcePage, createResourceRoutePage } from '@/list-page/create-page';
import type { ResourcePageDeclaration, Row } from '@/list-page/types';

export const SENSORS = [
  { key: 'doorMagnetic', label: '门磁' },
  { key: 'infrared', label: '红外' },
  { key: 'smoke', label: '烟感' },
  { key: 'gas', label: '燃气' },
  { key: 'water', label: '水浸' },
  { key: 'emergency', label: '紧急按钮' },
] as const;

/** The armed sensors of a mode as tags (disarmed ones left out). */
function ArmedSensors({ row }: { row: Row }) {
  const armed = SENSORS.filter((s) => row[s.key] === 1);
  return armed.length ? (
    <Space size={[4, 4]} wrap>
      {armed.map((s) => (
        <Tag key={s.key} color="blue">
          {s.label}
        </Tag>
      ))}
    </Space>
  ) : (
    <Tag>全部撤防</Tag>
  );
}

export const securityModeDeclaration: ResourcePageDeclaration = {
  resource: 'SecurityMode',
  route: 'SecurityParameter',
  columns: [
    'name',
    'modeType',
    { key: 'doorMagnetic', title: '布防传感器', render: (_, row) => <ArmedSensors row={row} /> },
    'armDelay',
    'alarmDelay',
    'siren',
    'notifyMode',
    'status',
    'remark',
    'createTime',
  ],
  hiddenColumns: ['createTime'],
  search: ['name', 'modeType', 'status'],
  form: [
    'name',
    'modeType',
    ...SENSORS.map((s) => s.key),
    'armDelay',
    'alarmDelay',
    'siren',
    'notifyMode',
    'status',
    'remark',
  ],
  routes: { add: 'EditSecurityModel' },
  formWidth: 720,
};

export default createResourcePage(securityModeDeclaration);
export const SecurityModeAddPage = createResourceRoutePage(securityModeDeclaration, 'add');
