// 授权审核 (02 §2 物业管理 / 住户管理 Accredit): residents' applications from the mini-program and the
// app. Pending ones get 通过 (registered as a resident at once) and 驳回 (with a reason the applicant
// sees); both are guarded by the page's key.
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { DraggableModal } from '@/components/DraggableModal/DraggableModal';
import { useFeedback } from '@/components/feedback';
import { useBusy } from '@/components/use-busy';
import { call, client } from '@/lib/api/instance';
import { Permitted } from '@/shell/session/Permitted';
import { createResourcePage } from '@/list-page/create-page';
import type { Row } from '@/list-page/types';

/** 02 §2 Accredit: a rejection reason is at most this long (the applicant reads it on a phone). */
export const REJECT_REASON_MAX = 100;

function AuditActions({ row, refresh }: { row: Row; refresh: () => void }) {
  const { modal } = useFeedback();
  const [rejecting, setRejecting] = useState(false);
  const [saving, whileSaving] = useBusy();
  const [form] = Form.useForm<{ reason: string }>();
  if (row.status !== 0) return null;

  const approve = () =>
    modal.confirm({
      title: '提示',
      content: `确定通过“${String(row.userName)}”的授权申请吗？通过后将登记为住户。`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        await call(client.POST('/u_r/accredit/approve/v2', { body: { id: row.id } }));
        refresh();
      },
    });

  const reject = async () => {
    const { reason } = await form.validateFields();
    await whileSaving(async () => {
      await call(client.POST('/u_r/accredit/reject/v2', { body: { id: row.id, reason } }));
      setRejecting(false);
      refresh();
    });
  };

  return (
    <Permitted authKey="Accredit">
      <Space size={0}>
        <Button type="link" size="small" onClick={approve}>
          通过
        </Button>
        <Button type="link" size="small" danger onClick={() => setRejecting(true)}>
          驳回
        </Button>
      </Space>
      <DraggableModal
        open={rejecting}
        title="驳回授权申请"
        okText="驳回"
        confirmLoading={saving}
        onOk={() => void reject().catch(() => undefined)}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" name="accredit-reject">
          <Form.Item
            name="reason"
            label="驳回原因"
            rules={[{ required: true, whitespace: true, message: '请输入驳回原因' }]}
          >
            <Input.TextArea
              rows={3}
              maxLength={REJECT_REASON_MAX}
              showCount
              placeholder="申请人将在小程序中看到该原因"
            />
          </Form.Item>
        </Form>
      </DraggableModal>
    </Permitted>
  );
}

export default createResourcePage({
  resource: 'ResidentAudit',
  route: 'Accredit',
  readOnly: true,
  columns: [
    'userName',
    'phone',
    'userType',
    'depId',
    'roomId',
    'applySource',
    'applyTime',
    'status',
    'auditorName',
    'auditTime',
    'rejectReason',
    'cardNo',
  ],
  hiddenColumns: ['cardNo', 'auditTime'],
  search: ['userName', 'phone', 'status', 'depId', 'userType', 'applySource', 'applyTime'],
  rowActions: {
    labels: ['通过', '驳回'],
    render: (row, { refresh }) => <AuditActions row={row} refresh={refresh} />,
  },
});
