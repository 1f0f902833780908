// Several cloud accounts (01 §2.4.7): a radio dialog to choose one; the first is labelled as the
// platform default account when its status is 1.
import { Flex, Modal, Radio, Tag, Typography } from 'antd';
import { useState } from 'react';
import { CLOUD_ACCOUNT_DEFAULT_LABEL, CLOUD_ACCOUNT_DEFAULT_STATUS } from '@/lib/constants/desktop';
import type { CloudAccount } from '../api/get-cloud-accounts';

export function isPlatformDefault(accounts: readonly CloudAccount[], index: number): boolean {
  return index === 0 && accounts[0]?.status === CLOUD_ACCOUNT_DEFAULT_STATUS;
}

export function CloudAccountDialog({
  open,
  accounts,
  current,
  onChoose,
  onCancel,
}: {
  open: boolean;
  accounts: readonly CloudAccount[];
  current?: number;
  onChoose: (account: CloudAccount) => void;
  onCancel: () => void;
}) {
  const [picked, setPicked] = useState<number | undefined>(current ?? accounts[0]?.accountId);
  const value = picked ?? accounts[0]?.accountId;
  return (
    <Modal
      open={open}
      title="选择萤石云账号"
      okText="确定"
      cancelText="取消"
      width={520}
      okButtonProps={{ disabled: value === undefined }}
      onOk={() => {
        const account = accounts.find((a) => a.accountId === value);
        if (account) onChoose(account);
      }}
      onCancel={onCancel}
    >
      <Typography.Paragraph type="secondary">
        当前账号可以使用多个萤石云账号，请选择一个打开云视频：
      </Typography.Paragraph>
      <Radio.Group
        value={value}
        onChange={(event) => setPicked(event.target.value as number)}
        style={{ width: '100%' }}
        aria-label="萤石云账号"
      >
        <Flex vertical gap={8}>
          {accounts.map((account, index) => (
            <Radio
              key={account.accountId}
              value={account.accountId}
              style={{
                padding: '8px 12px',
                border: '1px solid #f0f0f0',
                borderRadius: 6,
                marginInlineEnd: 0,
              }}
            >
              <Flex gap={8} align="center" wrap>
                <span>{account.username}</span>
                {isPlatformDefault(accounts, index) && <Tag color="blue">{CLOUD_ACCOUNT_DEFAULT_LABEL}</Tag>}
                <Typography.Text type="secondary">
                  {account.phone}
                  {account.deviceCount !== undefined ? ` · ${account.deviceCount} 台设备` : ''}
                </Typography.Text>
              </Flex>
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
    </Modal>
  );
}
