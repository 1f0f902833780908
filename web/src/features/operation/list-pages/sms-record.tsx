// 短信管理 (02 §2 运维支持 / 短信管理 sms/index): every SMS the platform sent, read-only, and 短信测试
// (phone code send / check, 02 §7).
import { MessageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { Permitted } from '@/shell/session/Permitted';
import { createResourcePage } from '@/list-page/create-page';
import { statusColumn } from '@/list-page/status-tag';
import { SmsTestDialog } from '../sms-test-dialog';

const ROUTE = 'SmsManagement';

function SmsTestButton({ refresh }: { refresh: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Permitted authKey={ROUTE}>
      <Button type="primary" icon={<MessageOutlined />} onClick={() => setOpen(true)}>
        短信测试
      </Button>
      <SmsTestDialog open={open} onClose={() => setOpen(false)} onSent={refresh} />
    </Permitted>
  );
}

export default createResourcePage({
  resource: 'SmsRecord',
  route: ROUTE,
  readOnly: true,
  columns: [
    'sendTime',
    'mobileNo',
    'smsType',
    'businessName',
    'content',
    'chargeCount',
    statusColumn('SmsRecord', 'status', ['error', 'success']),
    'failReason',
    'senderName',
    'agentId',
  ],
  hiddenColumns: ['agentId'],
  search: ['mobileNo', 'smsType', 'sendTime', 'businessName', 'status'],
  toolbar: ({ refresh }) => <SmsTestButton refresh={refresh} />,
});
