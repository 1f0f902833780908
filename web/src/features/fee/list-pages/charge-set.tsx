// 收费设置 (02 §2 物业管理 / 收费管理 chargeSet; add chargeSet/add, edit chargeSet/edit?id=): the
// charge items. The form is its own screen: the billing mode (by area, fixed amount, by usage) decides
// what the unit price means and which fields apply, and a worked example shows what one period costs.
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Radio,
  Result,
  Row as GridRow,
  Select,
  Space,
  Spin,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { useBusy } from '@/components/use-busy';
import { amountRule } from '@zhsq/contract/validators/rules';
import { useRouteTable } from '@/shell/route-table';
import { createResourcePage } from '@/list-page/create-page';
import { FieldControl, rulesOf } from '@/list-page/fields';
import { saveRecord } from '@/list-page/resource-api';
import { resourceDetailQuery } from '@/list-page/resource-queries';
import { metaOf, type FieldMeta, type ResourcePageDeclaration, type Row } from '@/list-page/types';
import { useQueryId } from '../query-id';

/** 1 按面积计费, 2 固定金额, 3 按用量计费 (ChargeItem.billingMode). */
export type BillingMode = 1 | 2 | 3;
export const USAGE_UNITS = ['吨', '度', '立方米'] as const;
/** The area and usage the worked example uses. */
export const EXAMPLE_AREA = 89.5;
export const EXAMPLE_USAGE = 12;

/** What the unit price is per: 元/㎡·月, 元/期, 元/吨 … */
export function priceUnit(mode: BillingMode, usageUnit?: string | null): string {
  if (mode === 1) return '元/㎡·月';
  if (mode === 2) return '元/期';
  return `元/${usageUnit || '单位'}`;
}

/** One period's amount for the example room: area × price × months, price, or usage × price. */
export function examplePeriod(
  mode: BillingMode,
  price: number,
  cycle: number,
): { formula: string; amount: number } {
  const round = (n: number) => Math.round(n * 100) / 100;
  if (mode === 1) {
    return {
      formula: `${EXAMPLE_AREA}㎡ × ${price.toFixed(2)} 元 × ${cycle} 个月`,
      amount: round(EXAMPLE_AREA * price * cycle),
    };
  }
  if (mode === 2) return { formula: `每期固定 ${price.toFixed(2)} 元`, amount: round(price) };
  return { formula: `用量 ${EXAMPLE_USAGE} × ${price.toFixed(2)} 元`, amount: round(EXAMPLE_USAGE * price) };
}

const field = (key: string): FieldMeta => metaOf('ChargeItem').fields.find((f) => f.key === key)!;

export const chargeSetDeclaration: ResourcePageDeclaration = {
  resource: 'ChargeItem',
  route: 'ChargeSet',
  columns: [
    'name',
    'depId',
    'itemType',
    'billingMode',
    {
      key: 'unitPrice',
      render: (value, row) =>
        `${Number(value).toFixed(2)} ${priceUnit(row.billingMode as BillingMode, row.usageUnit as string | null)}`,
    },
    'cycle',
    'dueDay',
    'lateFeeRate',
    'accountId',
    'status',
    'createTime',
    'remark',
  ],
  hiddenColumns: ['createTime', 'remark'],
  search: ['name', 'depId', 'itemType', 'billingMode', 'status'],
  routes: { add: 'ChargeSetAdd', edit: 'ChargeSetEdit' },
};

export default createResourcePage(chargeSetDeclaration);

/** A contract field as a form item (rules, placeholder and control from the contract). */
function Item({ name, row, span = 12 }: { name: string; row?: Row; span?: number }) {
  const f = field(name);
  return (
    <Col xs={24} md={span}>
      <Form.Item name={name} label={f.title} required={f.required} rules={rulesOf(f) as never}>
        <FieldControl field={f} row={row} />
      </Form.Item>
    </Col>
  );
}

function ChargeItemForm({ row, onSaved }: { row?: Row; onSaved: () => void }) {
  const meta = metaOf('ChargeItem');
  const [form] = Form.useForm();
  const [saving, whileSaving] = useBusy();
  const mode = (Form.useWatch('billingMode', form) ?? 1) as BillingMode;
  const price = Number(Form.useWatch('unitPrice', form) ?? 0);
  const cycle = Number(Form.useWatch('cycle', form) ?? 1);
  const usageUnit = Form.useWatch('usageUnit', form) as string | undefined;

  useEffect(() => {
    form.setFieldsValue(row ?? { billingMode: 1, cycle: 1, dueDay: 15, status: 1, itemType: 1 });
  }, [form, row]);

  const save = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    if (values.billingMode !== 3) values.usageUnit = undefined;
    await whileSaving(async () => {
      await saveRecord(meta, values, row?.id);
      onSaved();
    });
  };
  const example = examplePeriod(mode, price, cycle);

  return (
    <Form form={form} layout="vertical" name="charge-item-form" style={{ maxWidth: 960 }}>
      <Typography.Title level={5}>基本信息</Typography.Title>
      <GridRow gutter={16}>
        <Item name="name" row={row} />
        <Item name="depId" row={row} />
        <Item name="itemType" row={row} />
        <Item name="status" row={row} />
      </GridRow>
      <Typography.Title level={5}>计费规则</Typography.Title>
      <GridRow gutter={16}>
        <Col xs={24}>
          <Form.Item name="billingMode" label="计费方式" required>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={field('billingMode').options!.map((o) => ({ value: o.value, label: o.label }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="unitPrice" label="单价" required rules={[amountRule() as never]}>
            <InputNumber
              min={0}
              max={99999}
              precision={2}
              style={{ width: '100%' }}
              placeholder="请输入单价"
              suffix={priceUnit(mode, usageUnit)}
            />
          </Form.Item>
        </Col>
        {mode === 3 && (
          <Col xs={24} md={12}>
            <Form.Item
              name="usageUnit"
              label="用量单位"
              rules={[{ required: true, message: '请选择用量单位' }]}
            >
              <Select
                placeholder="请选择用量单位"
                options={USAGE_UNITS.map((u) => ({ value: u, label: u }))}
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={24}>
          <Form.Item name="cycle" label="计费周期" required>
            <Radio.Group options={field('cycle').options!.map((o) => ({ value: o.value, label: o.label }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="dueDay"
            label="每期缴费日"
            required
            rules={[{ required: true, message: '请输入每期缴费日' }]}
          >
            <InputNumber
              min={1}
              max={28}
              precision={0}
              style={{ width: '100%' }}
              prefix="每期第"
              suffix="日"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="lateFeeRate" label="滞纳金" tooltip="逾期每日按欠费金额的千分比计收；不填为不收">
            <InputNumber
              min={0}
              max={10}
              precision={1}
              step={0.1}
              style={{ width: '100%' }}
              suffix="‰/日"
              placeholder="不收滞纳金"
            />
          </Form.Item>
        </Col>
        <Item name="accountId" row={row} />
      </GridRow>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={`计费示例（每期）：${example.formula} = ${example.amount.toFixed(2)} 元`}
        description={
          mode === 1
            ? '按房屋建筑面积出账，示例面积 89.5㎡。'
            : mode === 3
              ? '按抄表用量出账，示例用量 12。'
              : '每户每期金额相同。'
        }
      />
      <GridRow gutter={16}>
        <Col xs={24}>
          <Form.Item name="remark" label="备注">
            <Input.TextArea rows={3} maxLength={200} showCount placeholder="请输入备注" />
          </Form.Item>
        </Col>
      </GridRow>
      <Space>
        <Button type="primary" loading={saving} onClick={() => void save().catch(() => undefined)}>
          保存
        </Button>
      </Space>
    </Form>
  );
}

function ChargeItemPage({ mode }: { mode: 'add' | 'edit' }) {
  const id = useQueryId();
  const navigate = useShellNavigate();
  const listPath = useRouteTable().byName.get('ChargeSet')?.path;
  const back = () => void (listPath ? navigate(listPath) : navigate(-1));
  const record = useQuery({
    ...resourceDetailQuery(metaOf('ChargeItem'), id),
    enabled: mode === 'edit' && id !== undefined,
  });
  if (mode === 'edit' && (id === undefined || record.isError)) {
    return (
      <Result
        status="warning"
        title="收费项目不存在或已删除"
        extra={<Button onClick={back}>返回列表</Button>}
      />
    );
  }
  return (
    <Card title={mode === 'add' ? '新增收费项' : '编辑收费项'} extra={<Button onClick={back}>返回</Button>}>
      <Spin spinning={record.isFetching}>
        {(mode === 'add' || record.data) && <ChargeItemForm row={record.data} onSaved={back} />}
      </Spin>
    </Card>
  );
}

export function ChargeSetAddPage() {
  return <ChargeItemPage mode="add" />;
}

export function ChargeSetEditPage() {
  return <ChargeItemPage mode="edit" />;
}
