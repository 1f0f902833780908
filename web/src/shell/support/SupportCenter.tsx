// The support dock on the right edge of the layout (01 §9): 在线客服 opens the chat window (500 × 550),
// its tooltip shows when its turn in the overlay queue comes (the last after login, docs/adr/0064) and
// hides after 5 s; 客服热线 opens the help-desk contact card with the 400 line. A 36 px tab in the
// layout's own column at the right edge (AppLayout), vertically centred: the page area ends before that
// column, so the dock covers nothing of a page (docs/adr/0067). Its tooltip stays in that column too:
// written top to bottom above the button, as the side tabs of Chinese sites are, it covers no control
// of the page at any window size (docs/adr/0076).
import { CustomerServiceOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Flex, Popover, Tooltip, theme } from 'antd';
import { useState } from 'react';
import { SUPPORT_TEXT } from '@/lib/constants/support';
import { useSupportContact } from './api/get-contact';
import { ChatWindow } from './ChatWindow';
import { ContactCard } from './ContactCard';
import { useIntroTooltip } from './use-intro-tooltip';

const DOCK_WIDTH = 36;
/** The tooltip as a narrow vertical strip, no wider than the dock's column. */
const VERTICAL_TIP = {
  writingMode: 'vertical-rl',
  padding: '8px 6px',
  minWidth: 0,
  minHeight: 0,
  letterSpacing: 2,
} as const;

export function SupportCenter() {
  const [chatOpen, setChatOpen] = useState(false);
  const [tipOpen, setTipOpen] = useIntroTooltip();
  const [cardOpen, setCardOpen] = useState(false);
  const contact = useSupportContact(chatOpen || cardOpen);
  const { token } = theme.useToken();

  return (
    <>
      <Flex
        vertical
        gap={4}
        role="toolbar"
        aria-label="客服"
        style={{
          width: DOCK_WIDTH,
          marginLeft: 'auto',
          padding: '6px 0',
          alignItems: 'center',
          background: token.colorBgElevated,
          borderRadius: '8px 0 0 8px',
          boxShadow: token.boxShadowSecondary,
        }}
      >
        <Tooltip
          title={SUPPORT_TEXT.tooltip}
          placement="top"
          styles={{ container: VERTICAL_TIP }}
          // Below antd's drawers and dialogs (1000): one opened over the page covers the intro, never the
          // reverse (the intro sat over the settings drawer's controls).
          zIndex={999}
          open={tipOpen && !chatOpen}
          onOpenChange={setTipOpen}
        >
          <Button
            type={chatOpen ? 'primary' : 'text'}
            aria-label={SUPPORT_TEXT.chat}
            aria-expanded={chatOpen}
            icon={<CustomerServiceOutlined style={{ fontSize: 18 }} />}
            onClick={() => {
              setTipOpen(false);
              setChatOpen((open) => !open);
            }}
          />
        </Tooltip>
        <Popover
          placement="left"
          trigger="click"
          open={cardOpen}
          onOpenChange={setCardOpen}
          title="联系客服"
          content={<ContactCard contact={contact.data} loading={contact.isPending} />}
        >
          <Button
            type="text"
            aria-label={SUPPORT_TEXT.hotline}
            icon={<PhoneOutlined style={{ fontSize: 18 }} />}
          />
        </Popover>
      </Flex>
      {chatOpen && <ChatWindow contact={contact.data} onClose={() => setChatOpen(false)} />}
    </>
  );
}
