// 流量卡管理 (02 §2 运维支持 simCard/index TrafficCardManagement): the cards of the organisation tree
// node, 续费 per card, and the renewal view the console's 去续费 opens with ?status=2,4 (02 §7: about to
// expire and expired) — the status filter then comes from the address, with 查看全部 to leave it.
import { Alert, Button, Descriptions, Form, InputNumber, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DraggableModal } from '@/components/DraggableModal/DraggableModal';
import { useBusy } from '@/components/use-busy';
import { call, client } from '@/lib/api/instance';
import { SIM_NOTICE_TEXT } from '@/lib/constants/top-bar';
import { Permitted } from '@/shell/session/Permitted';
import { ResourceListPage } from '@/list-page/ResourceListPage';
import { metaOf, type ResourcePageDeclaration, type Row } from '@/list-page/types';
import { statusColumn } from '@/list-page/status-tag';
import { useRouteNavigation } from '../query-route';

const ROUTE = 'TrafficCardManagement';
const meta = metaOf('TrafficCard');
const PACKAGE_OPTIONS = meta.fields.find((f) => f.key === 'packageCode')!.options!;
const STATUS_OPTIONS = meta.fields.find((f) => f.key === 'status')!.options!;
/** Package 3 (100元/年) is sold by the year, the others by the month (contract trafficCardRenew). */
const YEARLY_PACKAGE = '3';
const MAX_PERIODS = 12;

interface RenewValues {
  packageCode: '1' | '2' | '3';
  periods: number;
}

function RenewButton({ row, onDone }: { row: Row; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [saving, whileSaving] = useBusy();
  const [form] = Form.useForm<RenewValues>();
  const packageCode = Form.useWatch('packageCode', form);
  const submit = async () => {
    const values = await form.validateFields();
    await whileSaving(async () => {
      await call(client.POST('/sim_c/card/renew/v2', { body: { ids: String(row.id), ...values } }), {
        action: 'operate',
      });
      setOpen(false);
      onDone();
    });
  };
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        续费
      </Button>
      <DraggableModal
        open={open}
        title="流量卡续费"
        width={480}
        okText="确定续费"
        confirmLoading={saving}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Descriptions
          size="small"
          column={1}
          bordered
          style={{ marginBottom: 16 }}
          items={[
            { key: 'msisdn', label: '卡号', children: String(row.msisdn) },
            { key: 'expireDate', label: '当前到期日期', children: String(row.expireDate) },
          ]}
        />
        <Form
          form={form}
          layout="vertical"
          name="traffic-card-renew"
          initialValues={{ packageCode: row.packageCode, periods: 1 }}
        >
          <Form.Item
            name="packageCode"
            label="流量套餐"
            rules={[{ required: true, message: '请选择流量套餐' }]}
          >
            <Select options={[...PACKAGE_OPTIONS]} placeholder="请选择流量套餐" />
          </Form.Item>
          <Form.Item name="periods" label="续费时长" rules={[{ required: true, message: '请输入续费时长' }]}>
            <InputNumber
              min={1}
              max={MAX_PERIODS}
              precision={0}
              style={{ width: '100%' }}
              suffix={packageCode === YEARLY_PACKAGE ? '年' : '个月'}
            />
          </Form.Item>
        </Form>
      </DraggableModal>
    </>
  );
}

const base: ResourcePageDeclaration = {
  resource: 'TrafficCard',
  route: ROUTE,
  columns: [
    'msisdn',
    'iccid',
    'carrier',
    'packageCode',
    statusColumn('TrafficCard', 'status', ['success', 'warning', 'default', 'error']),
    'expireDate',
    'flowUsed',
    'deviceName',
    'depId',
    'agentId',
    'activateDate',
    'remark',
  ],
  hiddenColumns: ['iccid', 'activateDate', 'remark'],
  search: ['msisdn', 'status', 'carrier', 'iccid', 'deviceName'],
  form: [
    'msisdn',
    'iccid',
    'carrier',
    'packageCode',
    'depId',
    'agentId',
    'deviceName',
    'activateDate',
    'expireDate',
    'remark',
  ],
  formWidth: 720,
  rowActions: {
    labels: ['续费'],
    render: (row, { refresh }) => (
      <Permitted authKey={ROUTE}>
        <RenewButton row={row} onDone={refresh} />
      </Permitted>
    ),
  },
};

/** Status values of `?status=` (e.g. 2,4) that the contract knows; empty when absent or unreadable. */
export function statusesOf(raw: string | null): number[] {
  const known = new Set(STATUS_OPTIONS.map((o) => Number(o.value)));
  const values = (raw ?? '').split(',').map(Number);
  return values.every((v) => known.has(v)) ? values : [];
}

export default function TrafficCardPage() {
  const [params] = useSearchParams();
  const { open } = useRouteNavigation();
  const statuses = statusesOf(params.get('status'));
  const key = statuses.join(',');
  const declaration = useMemo<ResourcePageDeclaration>(
    () =>
      key
        ? { ...base, search: base.search!.filter((k) => k !== 'status'), fixedQuery: { status: key } }
        : base,
    [key],
  );
  const labels = STATUS_OPTIONS.filter((o) => statuses.includes(Number(o.value))).map((o) => o.label);
  return (
    <>
      {key && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`正在查看${labels.join('、')}的流量卡：${SIM_NOTICE_TEXT}，请及时续费。`}
          action={
            <Button size="small" onClick={() => open(ROUTE)}>
              查看全部
            </Button>
          }
        />
      )}
      <ResourceListPage key={key} declaration={declaration} />
    </>
  );
}
