// 补录住户信息 (02 §2 物业管理 / 门禁卡管理 UpdateUserInfo): cards issued without the holder's name or
// phone (资料状态 待补录). 补录 fills them in (accessCardSupplement, shared name / mobile / ID-card rules);
// the card then leaves this list.
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { DraggableModal } from '@/components/DraggableModal/DraggableModal';
import { useBusy } from '@/components/use-busy';
import { call, client } from '@/lib/api/instance';
import { idCardRule, mobileRule, nameRule } from '@zhsq/contract/validators/rules';
import { Permitted } from '@/shell/session/Permitted';
import { createResourcePage } from '@/list-page/create-page';
import type { Row } from '@/list-page/types';

interface SupplementValues {
  holderName: string;
  phone: string;
  holderIdCard?: string;
}

function SupplementAction({ row, refresh }: { row: Row; refresh: () => void }) {
  const [open, setOpen] = useState(false);
  const [saving, whileSaving] = useBusy();
  const [form] = Form.useForm<SupplementValues>();

  const save = async () => {
    const values = await form.validateFields();
    await whileSaving(async () => {
      await call(client.POST('/card/accessCard/supplement/v2', { body: { id: row.id, ...values } }), {
        action: 'save',
      });
      setOpen(false);
      refresh();
    });
  };

  return (
    <Permitted authKey="UpdateUserInfo">
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        补录
      </Button>
      <DraggableModal
        open={open}
        title={`补录持卡人信息（卡号 ${String(row.cardNo)}）`}
        okText="保存"
        confirmLoading={saving}
        onOk={() => void save().catch(() => undefined)}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          name="card-supplement"
          initialValues={{ holderName: row.holderName ?? undefined, phone: row.phone ?? undefined }}
        >
          <Form.Item
            name="holderName"
            label="持卡人"
            required
            rules={[nameRule({ required: true })] as never}
          >
            <Input placeholder="请输入持卡人" maxLength={20} allowClear />
          </Form.Item>
          <Form.Item name="phone" label="手机号" required rules={[mobileRule({ required: true })] as never}>
            <Input placeholder="请输入手机号" maxLength={11} allowClear />
          </Form.Item>
          <Form.Item name="holderIdCard" label="身份证号" rules={[idCardRule()] as never}>
            <Input placeholder="请输入身份证号" maxLength={18} allowClear />
          </Form.Item>
        </Form>
      </DraggableModal>
    </Permitted>
  );
}

export default createResourcePage({
  resource: 'AccessCard',
  route: 'UpdateUserInfo',
  readOnly: true,
  fixedQuery: { infoStatus: 0 },
  columns: [
    'cardNo',
    'cardType',
    'holderType',
    'holderName',
    'phone',
    'depId',
    'buildingId',
    'unitId',
    'validTo',
    'status',
    'issueTime',
  ],
  search: ['cardNo', 'cardType', 'holderType', 'issueTime'],
  rowActions: {
    labels: ['补录'],
    render: (row, { refresh }) => <SupplementAction row={row} refresh={refresh} />,
  },
});
