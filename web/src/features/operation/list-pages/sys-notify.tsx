// 系统通知 (02 §2 运维支持 / 通知管理 notice/system) and its add / edit page SystemNoticeEdit
// (/notice/system/edit, ?id= to edit; hidden, key SystemNotice). The fields are the system notice of
// 02 §3; a published notice is what GET /sys/notify/v2 returns, so it pops up on the login page or
// after login (02 §4). The form shows only the fields the chosen style and switches use, and 预览
// shows the notice as the pop-up will.
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Form, Input, Radio, Result, Row, Space, Spin, Switch } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ImageUpload } from '@/components/ImageUpload/ImageUpload';
import { useBusy } from '@/components/use-busy';
import {
  NOTICE_LINK_EXTERNAL,
  NOTICE_TYPE_LETTER,
  NOTICE_WINDOW_AFTER_LOGIN,
} from '@/lib/constants/system-notices';
import type { SystemNotice } from '@/lib/realtime/notice-read';
import { urlRule } from '@zhsq/contract/validators/rules';
import { NoticeModal } from '@/shell/realtime/notices/NoticeModal';
import { createResourcePage } from '@/list-page/create-page';
import { saveRecord } from '@/list-page/resource-api';
import { resourceDetailQuery } from '@/list-page/resource-queries';
import { metaOf, type ResourcePageDeclaration } from '@/list-page/types';
import { statusColumn } from '@/list-page/status-tag';
import { publishRowActions } from '../notice-actions';
import { useQueryId, useRouteNavigation } from '../query-route';

const ROUTE = 'SystemNotice';
const meta = metaOf('SysNotify');
const field = (key: string) => meta.fields.find((f) => f.key === key)!;
const optionsOf = (key: string) => [...(field(key).options ?? [])];
const maxOf = (key: string) => field(key).maxLength;
const DATE = 'YYYY-MM-DD';

export const sysNotifyDeclaration: ResourcePageDeclaration = {
  resource: 'SysNotify',
  route: ROUTE,
  columns: [
    'title',
    'type',
    'windowLocation',
    statusColumn('SysNotify', 'status', ['default', 'success']),
    'notifyWindow',
    'notifyWindowForce',
    'windowButton',
    'updateTime',
    'buttonText',
    'contentSign',
  ],
  hiddenColumns: ['buttonText', 'contentSign'],
  search: ['title', 'status', 'windowLocation', 'type', 'updateTime'],
  detail: [
    'title',
    'type',
    'contentHeading',
    'content',
    'contentSign',
    'contentSignTime',
    'windowLocation',
    'notifyWindow',
    'notifyWindowForce',
    'windowButton',
    'buttonText',
    'buttonLinkType',
    'buttonLinkUrl',
    'status',
    'updateTime',
  ],
  routes: { add: 'SystemNoticeEdit', edit: 'SystemNoticeEdit' },
  rowActions: publishRowActions({
    resource: 'SysNotify',
    authKey: ROUTE,
    published: 1,
    withdrawn: 0,
    withdrawLabel: '下线',
  }),
};

export default createResourcePage(sysNotifyDeclaration);

export interface NoticeValues {
  title: string;
  type: '1' | '2';
  contentHeading?: string;
  content?: string;
  contentSign?: string;
  contentSignTime?: string;
  windowLocation: 1 | 2;
  notifyWindow: 0 | 1;
  notifyWindowForce: 0 | 1;
  windowButton: 0 | 1;
  buttonText?: string;
  buttonLinkType?: 1 | 2;
  buttonLinkUrl?: string;
  status: 0 | 1;
}

const DEFAULTS: Partial<NoticeValues> = {
  type: NOTICE_TYPE_LETTER,
  windowLocation: NOTICE_WINDOW_AFTER_LOGIN,
  notifyWindow: 1,
  notifyWindowForce: 0,
  windowButton: 0,
  status: 0,
};

/** Only what the chosen style and switches use is sent; the rest is cleared (the record is replaced). */
export function toBody(values: NoticeValues): Record<string, unknown> {
  const letter = values.type === NOTICE_TYPE_LETTER;
  const button = values.windowButton === 1;
  return {
    ...values,
    contentHeading: letter ? values.contentHeading : undefined,
    contentSign: letter ? values.contentSign : undefined,
    contentSignTime: letter ? values.contentSignTime : undefined,
    notifyWindowForce: values.notifyWindow === 1 ? values.notifyWindowForce : 0,
    buttonText: button ? values.buttonText : undefined,
    buttonLinkType: button ? values.buttonLinkType : undefined,
    buttonLinkUrl:
      button && values.buttonLinkType === NOTICE_LINK_EXTERNAL ? values.buttonLinkUrl : undefined,
  };
}

/** A stored record as form values: nulls become empty fields. */
function initialOf(row: Record<string, unknown>): Partial<NoticeValues> {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, v ?? undefined]),
  ) as Partial<NoticeValues>;
}

/** A 0/1 field as a switch. */
const switchProps = {
  valuePropName: 'checked',
  getValueProps: (value: unknown) => ({ checked: value === 1 }),
  normalize: (checked: boolean) => (checked ? 1 : 0),
} as const;

/** An image-style notice keeps the picture's address as its content. */
function ImageContent(props: { id?: string; value?: string; onChange?: (url: string | undefined) => void }) {
  return (
    <ImageUpload
      id={props.id}
      maxSizeKb={false}
      hint="支持 jpg/png/jpeg 格式，建议宽 600 像素"
      value={props.value ? { url: props.value, urlShow: props.value } : null}
      onChange={(image) => props.onChange?.(image?.urlShow)}
    />
  );
}

/** A letter's heading, body, signature and date. */
function LetterFields() {
  return (
    <>
      <Col xs={24}>
        <Form.Item name="contentHeading" label={field('contentHeading').title}>
          <Input maxLength={maxOf('contentHeading')} placeholder="如 尊敬的各位用户：" allowClear />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="content" label="正文" rules={[{ required: true, message: '请输入通知正文' }]}>
          <Input.TextArea rows={6} maxLength={maxOf('content')} placeholder="请输入通知正文" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="contentSign" label={field('contentSign').title}>
          <Input maxLength={maxOf('contentSign')} placeholder="如 智慧社区运营中心" allowClear />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="contentSignTime"
          label={field('contentSignTime').title}
          getValueProps={(value: unknown) => ({
            value:
              typeof value === 'string' && dayjs(value, DATE, true).isValid()
                ? dayjs(value, DATE)
                : undefined,
          })}
          normalize={(value: dayjs.Dayjs | null) => (value ? value.format(DATE) : undefined)}
        >
          <DatePicker style={{ width: '100%' }} placeholder="请选择落款日期" />
        </Form.Item>
      </Col>
    </>
  );
}

/** The pop-up's button: its text, where it leads and (for an external link) the address. */
function ButtonFields({ linkType }: { linkType: NoticeValues['buttonLinkType'] | undefined }) {
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item
          name="buttonText"
          label={field('buttonText').title}
          rules={[{ required: true, message: '请输入按钮文字' }]}
        >
          <Input maxLength={maxOf('buttonText')} placeholder="如 查看详情" allowClear />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="buttonLinkType"
          label={field('buttonLinkType').title}
          rules={[{ required: true, message: '请选择按钮跳转' }]}
        >
          <Radio.Group options={optionsOf('buttonLinkType')} />
        </Form.Item>
      </Col>
      {linkType === NOTICE_LINK_EXTERNAL && (
        <Col xs={24} md={8}>
          <Form.Item
            name="buttonLinkUrl"
            label={field('buttonLinkUrl').title}
            rules={[urlRule({ required: true }) as never]}
          >
            <Input maxLength={maxOf('buttonLinkUrl')} placeholder="https://" allowClear />
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}

export function SystemNoticeEditPage() {
  const id = useQueryId();
  const { back } = useRouteNavigation();
  const [form] = Form.useForm<NoticeValues>();
  const [saving, whileSaving] = useBusy();
  const [preview, setPreview] = useState<SystemNotice | undefined>();
  const record = useQuery(resourceDetailQuery(meta, id));
  const type = Form.useWatch('type', form);
  const notifyWindow = Form.useWatch('notifyWindow', form);
  const windowButton = Form.useWatch('windowButton', form);
  const linkType = Form.useWatch('buttonLinkType', form);

  if (record.isError) {
    return (
      <Result
        status="warning"
        title="系统通知不存在或已删除"
        extra={<Button onClick={() => back(ROUTE)}>返回列表</Button>}
      />
    );
  }

  const save = async () => {
    const values = await form.validateFields();
    await whileSaving(async () => {
      await saveRecord(meta, toBody(values), id);
      back(ROUTE);
    });
  };
  const openPreview = async () => {
    const values = await form.validateFields();
    const body = toBody(values);
    setPreview({
      ...body,
      id: id ?? 0,
      updateTime: String(record.data?.updateTime ?? ''),
    } as unknown as SystemNotice);
  };

  const letter = type !== '2';
  return (
    <Card
      title={`${id === undefined ? '新增' : '编辑'}系统通知`}
      extra={
        <Space>
          <Button onClick={() => back(ROUTE)}>返回</Button>
          <Button onClick={() => void openPreview().catch(() => undefined)}>预览</Button>
          <Button type="primary" loading={saving} onClick={() => void save().catch(() => undefined)}>
            保存
          </Button>
        </Space>
      }
    >
      <Spin spinning={record.isFetching}>
        {(id === undefined || record.data) && (
          <Form
            form={form}
            name="SysNotify-form"
            layout="vertical"
            // Mounted once the record is here, so its values are the initial ones (nothing to reset).
            initialValues={record.data ? initialOf(record.data) : DEFAULTS}
            style={{ maxWidth: 880 }}
            onValuesChange={(changed: Partial<NoticeValues>) => {
              // Letter text is not a picture address and the other way round.
              if ('type' in changed) form.setFieldValue('content', undefined);
            }}
          >
            <Row gutter={16}>
              <Col xs={24} md={16}>
                <Form.Item
                  name="title"
                  label={field('title').title}
                  rules={[{ required: true, message: '请输入通知标题' }]}
                >
                  <Input maxLength={maxOf('title')} placeholder="请输入通知标题" allowClear />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="type" label={field('type').title} rules={[{ required: true }]}>
                  <Radio.Group options={optionsOf('type')} optionType="button" />
                </Form.Item>
              </Col>
              {letter ? (
                <LetterFields />
              ) : (
                <Col xs={24}>
                  <Form.Item
                    name="content"
                    label="通知图片"
                    rules={[{ required: true, message: '请上传通知图片' }]}
                  >
                    <ImageContent />
                  </Form.Item>
                </Col>
              )}
              <Col xs={24} md={12}>
                <Form.Item
                  name="windowLocation"
                  label={field('windowLocation').title}
                  rules={[{ required: true }]}
                >
                  <Radio.Group options={optionsOf('windowLocation')} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="status" label={field('status').title} rules={[{ required: true }]}>
                  <Radio.Group options={optionsOf('status')} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="notifyWindow" label={field('notifyWindow').title} {...switchProps}>
                  <Switch />
                </Form.Item>
              </Col>
              {notifyWindow === 1 && (
                <Col xs={12} md={6}>
                  <Form.Item
                    name="notifyWindowForce"
                    label={field('notifyWindowForce').title}
                    tooltip="开启后每次登录都弹出，不受每次会话 2 次的限制"
                    {...switchProps}
                  >
                    <Switch />
                  </Form.Item>
                </Col>
              )}
              <Col xs={12} md={6}>
                <Form.Item name="windowButton" label={field('windowButton').title} {...switchProps}>
                  <Switch />
                </Form.Item>
              </Col>
            </Row>
            {windowButton === 1 && <ButtonFields linkType={linkType} />}
          </Form>
        )}
      </Spin>
      {/* The shell's own pop-up in preview mode: exactly how users will see it, nothing recorded. */}
      <NoticeModal notice={preview} onClose={() => setPreview(undefined)} preview />
    </Card>
  );
}
