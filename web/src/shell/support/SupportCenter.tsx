// The support dock on the right edge of the layout (01 §9): 在线客服 opens the chat window (500 × 550),
// its tooltip shows when its turn in the overlay queue comes (the last after login, docs/adr/0064) and
// hides after 5 s; 客服热线 opens the help-desk contact card with the 400 line. A 36 px tab on the right
// edge, vertically centred: it stays clear of the back-to-top button and the alert pop-ups below and
// covers only the page's right padding and margin.
import { CustomerServiceOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Flex, Popover, Tooltip } from 'antd';
import { useState } from 'react';
import { SUPPORT_TEXT } from '@/lib/constants/support';
import { useSupportContact } from './api/get-contact';
import { ChatWindow } from './ChatWindow';
import { ContactCard } from './ContactCard';
import { useIntroTooltip } from './use-intro-tooltip';

const DOCK_WIDTH = 36;

export function SupportCenter() {
  const [chatOpen, setChatOpen] = useState(false);
  const [tipOpen, setTipOpen] = useIntroTooltip();
  const [cardOpen, setCardOpen] = useState(false);
  const contact = useSupportContact(chatOpen || cardOpen);

  return (
    <>
      <Flex
        vertical
        gap={4}
        role="toolbar"
        aria-label="客服"
        style={{
          position: 'fixed',
          right: 0,
          top: '50%',
          transform: 'translateY(-50%)',
          zIndex: 999,
          width: DOCK_WIDTH,
          padding: '6px 0',
          alignItems: 'center',
          background: '#fff',
          borderRadius: '8px 0 0 8px',
          boxShadow: '0 2px 10px rgba(0,0,0,0.15)',
        }}
      >
        <Tooltip
          title={SUPPORT_TEXT.tooltip}
          placement="left"
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
