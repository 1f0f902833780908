// 物业账号管理 (02 §2 物业管理 / 物业人员 PropertyAccount): employees' app accounts; 重置密码 sets the
// password to the last six digits of the phone.
import { Button } from 'antd';
import { useFeedback } from '@/components/feedback';
import { call, client } from '@/lib/api/instance';
import { Permitted } from '@/shell/session/Permitted';
import { createResourcePage } from '@/list-page/create-page';
import type { Row } from '@/list-page/types';

function ResetPassword({ row }: { row: Row }) {
  const { modal } = useFeedback();
  return (
    <Permitted authKey="PropertyAccount">
      <Button
        type="link"
        size="small"
        onClick={() =>
          modal.confirm({
            title: '提示',
            content: `确定将账号“${String(row.userName)}”的密码重置为手机号后 6 位吗？`,
            okText: '确定',
            cancelText: '取消',
            onOk: () => call(client.POST('/r_e/propertyAccount/resetPwd/v2', { body: { id: row.id } })),
          })
        }
      >
        重置密码
      </Button>
    </Permitted>
  );
}

export default createResourcePage({
  resource: 'PropertyAccount',
  route: 'PropertyAccount',
  columns: ['userName', 'staffId', 'phone', 'role', 'depId', 'status', 'lastLoginTime', 'createTime'],
  search: ['userName', 'phone', 'role', 'status', 'depId'],
  form: ['userName', 'staffId', 'phone', 'role', 'depId', 'status'],
  rowActions: { labels: ['重置密码'], render: (row) => <ResetPassword row={row} /> },
});
