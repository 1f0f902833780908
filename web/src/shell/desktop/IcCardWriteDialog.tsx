// 写卡 of an access card (02 §3 "Local hardware call fields", §7 ic_card read / create_user_list):
// the card on the IC reader must be the record's card (same number); its door permissions (the record's
// unit and the community gate) and expiry (失效日期) are written as a user card with the sector key the
// operator enters, then read back with the same key: matching content says 写卡成功. Every reader
// failure (no card: 请放置卡片, wrong key, system card …) shows the helper's message.
import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, App, Button, Descriptions, Form, Modal, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { MSG_CARD_WRITTEN } from '@/lib/constants/desktop';
import {
  readIcCard,
  writeIcUserCard,
  type CardPermission,
  type IcCardInfo,
  type IcKey,
} from '@/lib/desktop/hardware';
import { DesktopError } from '@/lib/desktop/local-fetch';
import { QtInstallPrompt } from './InstallPrompts';
import { SectorKeyFields } from './SectorKeyFields';

/** What 写卡 needs of an access-card record. */
export interface AccessCardToWrite {
  cardNo: string;
  holderName?: string | null;
  depName?: string | null;
  buildingId?: number | null;
  buildingName?: string | null;
  unitId?: number | null;
  unitName?: string | null;
  /** 失效日期 YYYY-MM-DD: the card's expiry. */
  validTo: string;
}

/** The community's own gate: codes starting with 9 are community entrances (docs/adr/0036). */
const COMMUNITY_GATE_CODE = '9001';
const MAX_VERSION = 65535;

const pad2 = (n: number) => String(n % 100).padStart(2, '0');

/**
 * Door permissions of a card: its unit (building number 2 digits + unit number 2 digits, from the ids:
 * building id = community id·100 + n, unit id = building id·10 + n), or the whole building (unit 00)
 * when no unit is set, and always the community gate.
 */
export function permissionsOf(card: AccessCardToWrite): CardPermission[] {
  const list: CardPermission[] = [];
  if (card.buildingId) {
    const unit = card.unitId ? pad2(card.unitId % 10) : '00';
    const name = `${card.buildingName ?? ''}${card.unitId ? (card.unitName ?? '') : ''}` || '楼栋门';
    list.push({ code: `${pad2(card.buildingId)}${unit}`, name: name.slice(0, 32) });
  }
  list.push({ code: COMMUNITY_GATE_CODE, name: `${card.depName ?? '小区'}大门`.slice(0, 32) });
  return list;
}

/** The read-back equals what was written to this card. */
export function matchesWritten(back: IcCardInfo, card: AccessCardToWrite, list: CardPermission[]): boolean {
  const codes = (back.list ?? []).map((p) => p.code).join(',');
  return (
    back.cardNo === card.cardNo.toUpperCase() &&
    back.cardType === 'user' &&
    back.date === card.validTo &&
    codes === list.map((p) => p.code).join(',')
  );
}

type KeyValues = IcKey;

export interface IcCardWriteDialogProps {
  card: AccessCardToWrite | undefined;
  onClose: () => void;
}

export function IcCardWriteDialog({ card, onClose }: IcCardWriteDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<KeyValues>();
  const [writing, setWriting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [written, setWritten] = useState<IcCardInfo>();
  const [installPrompt, setInstallPrompt] = useState(false);
  const list = card ? permissionsOf(card) : [];

  useEffect(() => {
    setFailure(undefined);
    setWritten(undefined);
    setInstallPrompt(false);
  }, [card]);

  const write = async () => {
    if (!card) return;
    const entered = await form.validateFields().catch(() => undefined);
    if (!entered) return;
    const key = { ...entered, sector_password: entered.sector_password.toUpperCase() };
    setWriting(true);
    setFailure(undefined);
    setWritten(undefined);
    try {
      const before = await readIcCard(key);
      if (before.cardNo !== card.cardNo.toUpperCase()) {
        throw new Error(`读卡器上的卡片卡号为 ${before.cardNo}，不是 ${card.cardNo}，请放置该门禁卡`);
      }
      // Door devices compare versions: a rewrite raises it (02 §3 version).
      const version = before.cardType === 'user' ? Math.min((before.version ?? 0) + 1, MAX_VERSION) : 1;
      await writeIcUserCard(key, { list, date: card.validTo, version });
      const back = await readIcCard(key);
      if (!matchesWritten(back, card, list)) throw new Error('卡片写入后回读不一致，请重新写卡');
      setWritten(back);
      void message.success(MSG_CARD_WRITTEN);
    } catch (error) {
      if (error instanceof DesktopError && error.unreachable) {
        setInstallPrompt(true);
        return;
      }
      const text = error instanceof Error ? error.message : String(error);
      setFailure(text);
      void message.error(text);
    } finally {
      setWriting(false);
    }
  };

  return (
    <Modal
      open={card !== undefined}
      title="写卡"
      width={600}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        <Button key="write" type="primary" loading={writing} onClick={() => void write()}>
          写卡
        </Button>,
      ]}
    >
      {card && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions size="small" bordered column={1} styles={{ label: { width: 110 } }}>
            <Descriptions.Item label="卡号">{card.cardNo}</Descriptions.Item>
            <Descriptions.Item label="持卡人">{card.holderName || '-'}</Descriptions.Item>
            <Descriptions.Item label="门禁权限">
              <Space size={[4, 4]} wrap>
                {list.map((p) => (
                  <Tag key={p.code}>
                    {p.name}（{p.code}）
                  </Tag>
                ))}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label="有效期至">{card.validTo}</Descriptions.Item>
          </Descriptions>
          <Form<KeyValues>
            form={form}
            layout="inline"
            initialValues={{ sector_id: 1, sector_password: '', key_encrypt: true }}
            disabled={writing}
            style={{ rowGap: 12 }}
          >
            <SectorKeyFields />
          </Form>
          <Alert type="info" showIcon title="请将该门禁卡放在 IC 读卡器上，写入后自动回读校验。" />
          {failure && <Alert type="error" showIcon title={failure} />}
          {written && (
            <Alert
              type="success"
              showIcon
              icon={<CheckCircleFilled />}
              title={MSG_CARD_WRITTEN}
              description={`卡号 ${written.cardNo}，数据版本 ${written.version ?? '-'}，回读校验一致`}
            />
          )}
          {installPrompt && <QtInstallPrompt onRetry={() => void write()} />}
        </Space>
      )}
    </Modal>
  );
}
