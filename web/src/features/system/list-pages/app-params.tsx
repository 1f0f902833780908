// 应用参数 (02 §2 参数设置 appParams, BasicTree): the app parameters of the community chosen in the tree,
// as a settings form in sections — visitors and passage, resident services (switches), and the cloud
// video (萤石云) credentials 云视频 asks for. A community without parameters shows the defaults and
// 未配置; 保存 creates its record, later saves update it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Form,
  Row as GridRow,
  Space,
  Spin,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { useBusy } from '@/components/use-busy';
import { useTreeSelection } from '@/shell/tree/tree-selection';
import { usePermitted } from '@/shell/session/Permitted';
import { dateItemProps, FieldControl, rulesOf } from '@/list-page/fields';
import { saveRecord } from '@/list-page/resource-api';
import { resourceKeys, resourcePageQuery } from '@/list-page/resource-queries';
import { metaOf, type FieldMeta, type Row } from '@/list-page/types';

const meta = metaOf('AppParam');
const ROUTE = 'AppParams';
const field = (key: string) => meta.fields.find((f) => f.key === key)!;

const SECTIONS: { title: string; keys: string[]; hint?: string }[] = [
  { title: '基本信息', keys: ['appName', 'servicePhone'] },
  { title: '访客与通行', keys: ['visitorAudit', 'visitorValidHours', 'qrCodeMinutes', 'tenantAuthMonths'] },
  { title: '业主服务', keys: ['remoteOpen', 'callTransfer', 'faceSelfService', 'onlineRepair', 'onlinePay'] },
  {
    title: '云视频（萤石云）',
    keys: ['ezvizAppKey', 'ezvizSecret'],
    hint: '安防监控 / 云视频 使用这里配置的萤石云开放平台凭据；不使用云视频可不填。',
  },
];
const FORM_KEYS = SECTIONS.flatMap((s) => s.keys);

/** 关闭 / 开启 fields as switches holding 0 / 1. */
const isSwitch = (f: FieldMeta) => f.options?.length === 2 && f.options[0]!.label === '关闭';

function ParamItem({ f }: { f: FieldMeta }) {
  if (isSwitch(f)) {
    return (
      <Form.Item
        name={f.key}
        label={f.title}
        valuePropName="checked"
        getValueProps={(value: unknown) => ({ checked: value === 1 })}
        normalize={(checked: boolean) => (checked ? 1 : 0)}
      >
        <Switch checkedChildren="开启" unCheckedChildren="关闭" />
      </Form.Item>
    );
  }
  return (
    <Form.Item
      name={f.key}
      label={f.title}
      rules={rulesOf(f) as never}
      required={f.required}
      extra={
        f.key === 'tenantAuthMonths' ? '业主与家属长期有效；租客、临时访客与代理人默认 12 个月' : undefined
      }
      {...dateItemProps(f)}
    >
      <FieldControl field={f} />
    </Form.Item>
  );
}

export function AppParamsPage() {
  const selection = useTreeSelection('BasicTree');
  const depId =
    selection && selection.depId !== undefined && selection.depId > 0 ? selection.depId : undefined;
  const canEdit = usePermitted(ROUTE);
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [saving, whileSaving] = useBusy();
  const query = { node: `dep:${depId}`, limit: 1 };
  const current = useQuery({
    ...resourcePageQuery(meta, query),
    enabled: depId !== undefined,
  });
  const row: Row | undefined = current.data?.rows[0];

  useEffect(() => {
    if (!current.data) return;
    form.resetFields();
    form.setFieldsValue(
      Object.fromEntries(FORM_KEYS.map((k) => [k, row ? row[k] : (field(k).default ?? undefined)])),
    );
  }, [current.data, row, form]);

  if (depId === undefined) {
    return (
      <Card>
        <Empty description="请在左侧选择一个小区" />
      </Card>
    );
  }

  const save = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    await whileSaving(async () => {
      await saveRecord(meta, { ...values, depId }, row?.id);
      await queryClient.invalidateQueries({ queryKey: resourceKeys.of(meta.name) });
    });
  };

  return (
    <Card
      title={
        <Space>
          {`应用参数（${selection?.label ?? ''}）`}
          {current.data && (row ? <Tag color="success">已配置</Tag> : <Tag color="warning">未配置</Tag>)}
        </Space>
      }
      extra={
        <Space>
          {row && <Typography.Text type="secondary">最近更新：{String(row.updateTime)}</Typography.Text>}
          {canEdit && (
            <>
              <Button onClick={() => form.resetFields()}>重置</Button>
              <Button type="primary" loading={saving} onClick={() => void save().catch(() => undefined)}>
                保存
              </Button>
            </>
          )}
        </Space>
      }
    >
      <Spin spinning={current.isFetching}>
        {current.data && !row && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            message="该小区还没有配置应用参数，下面是默认值；保存后对该小区生效。"
          />
        )}
        <Form form={form} layout="vertical" name="AppParam-form" disabled={!canEdit}>
          <GridRow gutter={[16, 16]}>
            {SECTIONS.map((section) => (
              <Col key={section.title} xs={24} xl={12}>
                <Card size="small" title={section.title} style={{ height: '100%' }}>
                  {section.hint && (
                    <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
                      {section.hint}
                    </Typography.Paragraph>
                  )}
                  <GridRow gutter={16}>
                    {section.keys.map((key) => (
                      <Col key={key} xs={24} md={isSwitch(field(key)) ? 8 : 12}>
                        <ParamItem f={field(key)} />
                      </Col>
                    ))}
                  </GridRow>
                </Card>
              </Col>
            ))}
          </GridRow>
        </Form>
      </Spin>
    </Card>
  );
}

export default AppParamsPage;
