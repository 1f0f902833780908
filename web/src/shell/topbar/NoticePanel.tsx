// Notice panel of the top bar (01 §2.6): a bell with the fixed badge 10 opening three tabs, 通知, 消息 and
// 待办 (NoticePanelContent, loaded after the first paint: lazy-notice-panel.ts).
import { BellOutlined } from '@ant-design/icons';
import { Badge, Popover } from 'antd';
import { useState } from 'react';
import { useLazyModule } from '@/components/lazy-module';
import { NOTICE_PANEL_BADGE } from '@/lib/constants/top-bar';
import { BarButton } from './BarButton';
import { noticePanelContent } from './lazy-notice-panel';
import { NoticePanelLoading } from './NoticePanelLoading';

export function NoticePanel() {
  const [open, setOpen] = useState(false);
  const content = useLazyModule(noticePanelContent);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      destroyOnHidden
      content={content ? <content.PanelContent /> : <NoticePanelLoading />}
    >
      <Badge count={NOTICE_PANEL_BADGE} size="small" offset={[-6, 6]}>
        <BarButton label="通知中心" icon={<BellOutlined />} noTooltip />
      </Badge>
    </Popover>
  );
}
