// 停车场设置 (02 §2 ParkLot/setting, key ParkLot): a lot's charge rule for temporary cars (free minutes,
// charge unit and price, daily cap), the monthly price and the entry policy, with a fee calculator.
// The lot comes from ?parkLotId= (停车场列表's 收费设置) or the select.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Form,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Spin,
  Statistic,
  Switch,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { MoneyInput } from '@/components/NumberTextInputs';
import { useBusy } from '@/components/use-busy';
import { call, client } from '@/lib/api/instance';
import { amountRule } from '@zhsq/contract/validators/rules';
import { useRouteTable } from '@/shell/route-table';
import { Permitted } from '@/shell/session/Permitted';
import { parkLotsQuery, parkSettingQuery } from './park-lot-queries';
import { parkingFee } from './parking-fee';

export const UNIT_MINUTES = [15, 30, 60] as const;

interface SettingForm {
  freeMinutes: number;
  unitMinutes: 15 | 30 | 60;
  unitPrice: string;
  dailyCap: string;
  monthlyPrice: number;
  allowTemporary: boolean;
  fullStopsTemporary: boolean;
}

/** The lot's fee rules: free time, billing unit and price, daily cap, monthly fee, temporary cars. */
function SettingFields() {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="freeMinutes"
          label="免费时长"
          rules={[{ required: true, message: '请输入免费时长' }]}
        >
          <InputNumber min={0} max={240} precision={0} style={{ width: '100%' }} suffix="分钟" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="unitMinutes" label="计费单位" required>
          <Radio.Group options={UNIT_MINUTES.map((m) => ({ value: m, label: `${m} 分钟` }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="unitPrice"
          label="每计费单位价格"
          dependencies={['allowTemporary']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (rule: unknown, value: unknown) =>
                getFieldValue('allowTemporary') ? amountRule().validator(rule, value) : Promise.resolve(),
            }),
          ]}
        >
          <MoneyInput addonAfter="元" placeholder="0.00" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="dailyCap" label="每日封顶" extra="0 为不封顶">
          <MoneyInput addonAfter="元" placeholder="0.00" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="monthlyPrice"
          label="月租车月费"
          rules={[{ required: true, message: '请输入月租车月费' }]}
        >
          <InputNumber min={0} max={9999} precision={2} style={{ width: '100%' }} suffix="元/月" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="allowTemporary" label="允许临时车" valuePropName="checked">
          <Switch checkedChildren="允许" unCheckedChildren="禁止" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="fullStopsTemporary" label="满位禁止临时车" valuePropName="checked">
          <Switch checkedChildren="是" unCheckedChildren="否" />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** 临时车费用试算: the fee of a stay under the rules being edited. */
function FeeTrial({ watched }: { watched: Partial<SettingForm> | undefined }) {
  const [hours, setHours] = useState(3);
  const [minutes, setMinutes] = useState(20);
  const fee = useMemo(
    () =>
      parkingFee(hours * 60 + minutes, {
        freeMinutes: Number(watched?.freeMinutes ?? 0),
        unitMinutes: Number(watched?.unitMinutes ?? 60),
        unitPrice: Number(watched?.unitPrice || 0),
        dailyCap: Number(watched?.dailyCap || 0),
      }),
    [hours, minutes, watched],
  );

  return (
    <Card size="small" title="临时车费用试算">
      <Space wrap style={{ marginBottom: 16 }}>
        停车
        <InputNumber
          min={0}
          max={240}
          precision={0}
          value={hours}
          onChange={(v) => setHours(v ?? 0)}
          suffix="小时"
          aria-label="停车小时"
        />
        <InputNumber
          min={0}
          max={59}
          precision={0}
          value={minutes}
          onChange={(v) => setMinutes(v ?? 0)}
          suffix="分钟"
          aria-label="停车分钟"
        />
      </Space>
      <Statistic title="应收" value={fee} precision={2} suffix="元" />
      <Alert
        style={{ marginTop: 16 }}
        type="info"
        showIcon
        message="免费时长只减一次；超出部分按计费单位向上取整计费，每满 24 小时按封顶计。"
      />
    </Card>
  );
}

export default function ParkLotSettingPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useShellNavigate();
  const queryClient = useQueryClient();
  const listPath = useRouteTable().byName.get('ParkLot')?.path;
  const [form] = Form.useForm<SettingForm>();
  const [saving, whileSaving] = useBusy();
  const lots = useQuery(parkLotsQuery);
  const chosen = Number(params.get('parkLotId')) || lots.data?.[0]?.id;
  const setting = useQuery(parkSettingQuery(chosen));

  useEffect(() => {
    const s = setting.data;
    if (!s) return;
    form.setFieldsValue({
      freeMinutes: s.freeMinutes,
      unitMinutes: s.unitMinutes,
      unitPrice: String(s.unitPrice),
      dailyCap: String(s.dailyCap),
      monthlyPrice: s.monthlyPrice,
      allowTemporary: s.allowTemporary === 1,
      fullStopsTemporary: s.fullStopsTemporary === 1,
    });
  }, [setting.data, form]);

  const watched = Form.useWatch([], form) as Partial<SettingForm> | undefined;

  const save = async () => {
    const v = await form.validateFields();
    await whileSaving(async () => {
      await call(
        client.POST('/park/lot/setting/save/v2', {
          body: {
            parkLotId: chosen!,
            freeMinutes: v.freeMinutes,
            unitMinutes: v.unitMinutes,
            unitPrice: Number(v.unitPrice || 0),
            dailyCap: Number(v.dailyCap || 0),
            monthlyPrice: v.monthlyPrice,
            allowTemporary: v.allowTemporary ? 1 : 0,
            fullStopsTemporary: v.fullStopsTemporary ? 1 : 0,
          },
        }),
        { action: 'save' },
      );
      void queryClient.invalidateQueries({ queryKey: parkSettingQuery(chosen).queryKey });
    });
  };

  return (
    <Card
      title="停车场收费设置"
      extra={
        <Space>
          <Select
            style={{ width: 260 }}
            placeholder="请选择停车场"
            loading={lots.isFetching}
            value={chosen}
            showSearch={{ optionFilterProp: 'label' }}
            options={(lots.data ?? []).map((l) => ({
              value: l.id,
              label: `${l.name}（${l.depName ?? ''}）`,
            }))}
            onChange={(id: number) => setParams({ parkLotId: String(id) })}
            aria-label="停车场"
          />
          <Button onClick={() => void (listPath ? navigate(listPath) : navigate(-1))}>返回</Button>
        </Space>
      }
    >
      {chosen === undefined && !lots.isFetching ? (
        <Empty description="暂无停车场，请先在停车场列表中新增" />
      ) : (
        <Spin spinning={setting.isFetching}>
          <Row gutter={24}>
            <Col xs={24} xl={14}>
              <Form form={form} layout="vertical" name="park-lot-setting">
                <SettingFields />
                <Permitted authKey="ParkLot">
                  <Button type="primary" loading={saving} onClick={() => void save().catch(() => undefined)}>
                    保存设置
                  </Button>
                </Permitted>
                {setting.data?.updateTime && (
                  <span style={{ marginLeft: 12, color: 'rgba(0,0,0,0.45)' }}>
                    最后修改：{setting.data.updateTime}
                  </span>
                )}
              </Form>
            </Col>
            <Col xs={24} xl={10}>
              <FeeTrial watched={watched} />
            </Col>
          </Row>
        </Spin>
      )}
    </Card>
  );
}
