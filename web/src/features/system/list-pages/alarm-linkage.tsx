// 告警联动 (02 §2 应用设置 alarmLinkage): per community and alarm type, what happens when the alarm comes
// in — the actions are shown together as one column of tags; the rule may apply only in one security
// mode. The server refuses a rule without any action or an SMS / call rule without a phone number.
import { Space, Tag } from 'antd';
import { createResourcePage } from '@/list-page/create-page';
import type { Row } from '@/list-page/types';

const ACTIONS = [
  { key: 'linkPopup', label: '平台弹窗' },
  { key: 'linkVideo', label: '联动视频' },
  { key: 'linkBroadcast', label: '现场广播' },
  { key: 'linkDoor', label: '疏散开门' },
  { key: 'notifySms', label: '短信通知' },
  { key: 'notifyCall', label: '电话通知' },
] as const;

function LinkedActions({ row }: { row: Row }) {
  return (
    <Space size={[4, 4]} wrap>
      {ACTIONS.filter((a) => row[a.key] === 1).map((a) => (
        <Tag key={a.key} color={a.key.startsWith('notify') ? 'orange' : 'blue'}>
          {a.label}
        </Tag>
      ))}
    </Space>
  );
}

export default createResourcePage({
  resource: 'AlarmLinkage',
  route: 'AlarmLinkage',
  columns: [
    'name',
    'depId',
    'alarmType',
    'minLevel',
    { key: 'linkPopup', title: '联动动作', render: (_, row) => <LinkedActions row={row} /> },
    'notifyPhone',
    'securityModeId',
    'status',
    'remark',
    'createTime',
  ],
  hiddenColumns: ['remark', 'createTime'],
  search: ['name', 'depId', 'alarmType', 'status'],
  form: [
    'name',
    'depId',
    'alarmType',
    'minLevel',
    ...ACTIONS.map((a) => a.key),
    'notifyPhone',
    'securityModeId',
    'status',
    'remark',
  ],
  formWidth: 720,
});
