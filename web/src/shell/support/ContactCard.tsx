// The help-desk contact card (01 §9): the 400 line (a tel: link), service hours and e-mail.
import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Flex, Skeleton, Typography } from 'antd';
import { SUPPORT_TEXT } from '@/lib/constants/support';
import type { SupportContact } from './api/get-contact';

export function ContactCard({ contact, loading }: { contact?: SupportContact; loading?: boolean }) {
  if (!contact) return loading ? <Skeleton active paragraph={{ rows: 2 }} style={{ width: 220 }} /> : null;
  return (
    <Flex vertical gap={6} style={{ minWidth: 220 }} aria-label="客服联系方式" role="group">
      <Typography.Text type="secondary">{SUPPORT_TEXT.hotline}</Typography.Text>
      <Typography.Link href={`tel:${contact.hotline.replace(/-/g, '')}`} strong style={{ fontSize: 22 }}>
        <PhoneOutlined style={{ marginRight: 8 }} />
        {contact.hotline}
      </Typography.Link>
      <Typography.Text type="secondary">服务时间：{contact.serviceHours}</Typography.Text>
      <Typography.Text type="secondary">
        <MailOutlined style={{ marginRight: 6 }} />
        {contact.email}
      </Typography.Text>
    </Flex>
  );
}
