// 门禁卡认证 (KeyWritingCard at /factory/keyWritingCard, 02 §2 factory): writes the authentication
// (system) card that door devices read to learn the sector, key and one-card-one-key setting, then
// reads it back through the IC reader to prove it — all through the desktop helper (ic_card/
// create_sys_card, read, format_sys_card, beep; 02 §3 "Local hardware call fields"). Every reader
// failure shows the helper's message. Each write, read-back check and format is recorded in 认证日志
// (AuthenticationLog) under the operator's production batch.
import { CheckCircleFilled } from '@ant-design/icons';
import { App, Alert, Button, Card, Descriptions, Form, Input, InputNumber, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { components } from '@zhsq/contract/qt-client';
import { desktopClientVersion } from '@/lib/desktop/environment';
import { qt } from '@/lib/desktop/instance';
import { DesktopGate } from '@/shell/desktop/DesktopGate';
import { SectorKeyFields } from '@/shell/desktop/SectorKeyFields';
import { useLoadedSession } from '@/shell/session/use-session';
import { recordAuthLog, type AuthLogEntry } from './api/record-auth-log';

type IcCardInfo = components['schemas']['IcCardInfo'];

interface KeyCardValues {
  sector_id: number;
  sector_password: string;
  key_encrypt: boolean;
  version: number;
  batchNo: string;
}

const CARD_TYPES: Record<IcCardInfo['cardType'], { label: string; color: string }> = {
  blank: { label: '空白卡', color: 'default' },
  user: { label: '用户卡', color: 'blue' },
  system: { label: '系统卡（认证卡）', color: 'green' },
  logout: { label: '已注销', color: 'orange' },
};

/** 02 §3: sector 1–15, key A of 12 hex digits, version 1–65535. */
const INITIAL: Omit<KeyCardValues, 'batchNo'> = {
  sector_id: 1,
  sector_password: '',
  key_encrypt: true,
  version: 1,
};
/** Default production batch: PC + today + -01, as the factory numbers its runs. */
const defaultBatch = () => `PC${dayjs().format('YYYYMMDD')}-01`;
const MSG_READ_BACK_MISMATCH = '卡片写入后回读不一致';

type Outcome = { kind: 'written' | 'read' | 'formatted'; card: IcCardInfo; verified?: boolean };

function CardDetails({ outcome }: { outcome: Outcome }) {
  const { card } = outcome;
  const type = CARD_TYPES[card.cardType];
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
      <Descriptions.Item label="卡号">
        {card.cardNo}（{card.cardNoDec}）
      </Descriptions.Item>
      <Descriptions.Item label="卡类型">
        <Tag color={type.color}>{type.label}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label="扇区号">{card.sector_id}</Descriptions.Item>
      <Descriptions.Item label="一卡一密">{card.key_encrypt ? '是' : '否'}</Descriptions.Item>
      <Descriptions.Item label="数据版本">{card.version ?? '-'}</Descriptions.Item>
      {outcome.verified !== undefined && (
        <Descriptions.Item label="回读校验">
          {outcome.verified ? (
            <Tag icon={<CheckCircleFilled />} color="success">
              一致
            </Tag>
          ) : (
            <Tag color="error">不一致</Tag>
          )}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

function KeyWritingCard() {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<KeyCardValues>();
  const [busy, setBusy] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [failure, setFailure] = useState<string>();
  const { userInfo } = useLoadedSession();

  /** Adds the 认证日志 record of one card operation; a failed record is only a warning. */
  const log = (values: KeyCardValues, entry: Pick<AuthLogEntry, 'authType' | 'cardNo' | 'failReason'>) =>
    recordAuthLog({
      ...entry,
      sectorId: values.sector_id,
      keyEncrypt: values.key_encrypt,
      dataVersion: values.version,
      batchNo: values.batchNo.trim(),
      operatorName: userInfo.realName || userInfo.userName,
      agentId: userInfo.agentId,
      clientVersion: desktopClientVersion(navigator) ?? '-',
    }).catch((error: unknown) =>
      message.warning(`认证日志记录失败：${error instanceof Error ? error.message : String(error)}`),
    );

  const run = async (name: string, action: (values: KeyCardValues) => Promise<Outcome>) => {
    const entered = await form.validateFields().catch(() => undefined);
    if (!entered) return;
    const values = { ...entered, sector_password: entered.sector_password.toUpperCase() };
    setBusy(name);
    setFailure(undefined);
    try {
      const result = await action(values);
      setOutcome(result);
      void qt.client.POST('/ic_card/beep', { body: { times: 1 } });
    } catch (error) {
      setOutcome(undefined);
      const text = error instanceof Error ? error.message : String(error);
      setFailure(text);
      void message.error(text);
    } finally {
      setBusy(undefined);
    }
  };

  const keyOf = (v: KeyCardValues) => ({
    sector_id: v.sector_id,
    sector_password: v.sector_password,
    key_encrypt: v.key_encrypt,
  });
  const read = (v: KeyCardValues) => qt.call(qt.client.POST('/ic_card/read', { body: keyOf(v) }));

  const write = () =>
    run('write', async (values) => {
      await qt.call(
        qt.client.POST('/ic_card/create_sys_card', { body: { ...keyOf(values), version: values.version } }),
      );
      // Read back with the same key: the card must now be a system card with what was written.
      const back = (await read(values)).data;
      await log(values, { authType: 1, cardNo: back.cardNo });
      const verified =
        back.cardType === 'system' &&
        back.sector_id === values.sector_id &&
        back.key_encrypt === values.key_encrypt &&
        back.version === values.version;
      await log(values, {
        authType: 2,
        cardNo: back.cardNo,
        failReason: verified ? undefined : MSG_READ_BACK_MISMATCH,
      });
      if (verified) void message.success('认证卡写入成功，回读校验一致');
      else void message.warning('认证卡已写入，但回读内容与写入不一致，请重新写卡');
      return { kind: 'written', card: back, verified };
    });

  const readCard = () => run('read', async (values) => ({ kind: 'read', card: (await read(values)).data }));

  const format = () =>
    modal.confirm({
      title: '提示',
      content: '确定将该系统卡格式化为空白卡吗？',
      okText: '确定',
      cancelText: '取消',
      onOk: () =>
        run('format', async (values) => {
          const card = (await qt.call(qt.client.POST('/ic_card/format_sys_card', { body: keyOf(values) })))
            .data;
          await log(values, { authType: 3, cardNo: card.cardNo });
          void message.success('已格式化为空白卡');
          return { kind: 'formatted', card };
        }),
    });

  return (
    <Card title="门禁卡认证">
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Alert
          type="info"
          showIcon
          title="将 IC 卡放在读卡器上，填写门禁设备使用的扇区号与扇区密钥后写入认证卡；门禁设备刷认证卡后按卡内参数读卡。"
        />
        <Form<KeyCardValues>
          form={form}
          layout="inline"
          initialValues={{ ...INITIAL, batchNo: defaultBatch() }}
          style={{ rowGap: 16 }}
          disabled={busy !== undefined}
        >
          <SectorKeyFields wide />
          <Form.Item label="数据版本" name="version" rules={[{ required: true, message: '请输入数据版本' }]}>
            <InputNumber min={1} max={65535} precision={0} style={{ width: 110 }} />
          </Form.Item>
          <Form.Item
            label="生产批次"
            name="batchNo"
            rules={[
              { required: true, whitespace: true, message: '请输入生产批次' },
              { max: 20, message: '生产批次最多 20 个字符' },
            ]}
          >
            <Input maxLength={20} style={{ width: 160 }} />
          </Form.Item>
        </Form>
        <Space wrap>
          <Button
            type="primary"
            loading={busy === 'write'}
            disabled={busy !== undefined}
            onClick={() => void write()}
          >
            写入认证卡
          </Button>
          <Button loading={busy === 'read'} disabled={busy !== undefined} onClick={() => void readCard()}>
            读卡
          </Button>
          <Button danger loading={busy === 'format'} disabled={busy !== undefined} onClick={format}>
            格式化系统卡
          </Button>
        </Space>
        {failure && <Alert type="error" showIcon title={failure} />}
        {outcome && <CardDetails outcome={outcome} />}
      </Space>
    </Card>
  );
}

export default function KeyWritingCardPage() {
  return <DesktopGate>{() => <KeyWritingCard />}</DesktopGate>;
}
