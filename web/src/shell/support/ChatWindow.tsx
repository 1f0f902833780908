// 在线客服 window (01 §9: 500 × 550): the conversation, newest at the bottom, and a composer (Enter
// sends, Shift+Enter breaks the line, at most 500 characters). A failed send keeps the typed text.
import { CloseOutlined, CustomerServiceOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Skeleton, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import {
  SUPPORT_CHAT_HEIGHT,
  SUPPORT_CHAT_WIDTH,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_TEXT,
} from '@/lib/constants/support';
import { DEFAULT_PRIMARY_COLOR } from '@/lib/constants/theme';
import { useChatHistory, useSendChatMessage, type SupportMessage } from './api/chat';
import type { SupportContact } from './api/get-contact';

function Bubble({ message }: { message: SupportMessage }) {
  const mine = message.sender === 'user';
  return (
    <Flex vertical align={mine ? 'flex-end' : 'flex-start'} gap={2} role="listitem">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {message.senderName} {message.sendTime.slice(11, 16)}
      </Typography.Text>
      <div
        style={{
          maxWidth: '80%',
          padding: '8px 12px',
          borderRadius: 8,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          background: mine ? DEFAULT_PRIMARY_COLOR : 'var(--ant-color-fill-tertiary, #f5f5f5)',
          color: mine ? '#fff' : 'var(--ant-color-text, rgba(0,0,0,0.88))',
        }}
      >
        {message.content}
      </div>
    </Flex>
  );
}

export function ChatWindow({ contact, onClose }: { contact?: SupportContact; onClose: () => void }) {
  const history = useChatHistory(true);
  const send = useSendChatMessage();
  const [text, setText] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const messages = history.data ?? [];

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  const submit = () => {
    const content = text.trim();
    if (!content || send.isPending) return;
    send.mutate(content, { onSuccess: () => setText('') });
  };

  return (
    <section
      role="dialog"
      aria-label={SUPPORT_TEXT.chat}
      style={{
        position: 'fixed',
        right: 48,
        bottom: 24,
        width: SUPPORT_CHAT_WIDTH,
        height: SUPPORT_CHAT_HEIGHT,
        maxHeight: 'calc(100vh - 48px)',
        zIndex: 999,
        display: 'flex',
        flexDirection: 'column',
        background: 'var(--ant-color-bg-elevated, #fff)',
        borderRadius: 8,
        boxShadow: '0 6px 24px rgba(0,0,0,0.18)',
        overflow: 'hidden',
      }}
    >
      <Flex
        align="center"
        justify="space-between"
        style={{ padding: '10px 16px', background: DEFAULT_PRIMARY_COLOR, color: '#fff' }}
      >
        <Flex vertical>
          <span style={{ fontSize: 16, fontWeight: 600 }}>
            <CustomerServiceOutlined style={{ marginRight: 8 }} />
            {SUPPORT_TEXT.chat}
          </span>
          {contact && (
            <span style={{ fontSize: 12, opacity: 0.85 }}>
              {SUPPORT_TEXT.hotline} {contact.hotline}（{contact.serviceHours}）
            </span>
          )}
        </Flex>
        <Button
          type="text"
          aria-label={SUPPORT_TEXT.close}
          icon={<CloseOutlined style={{ color: '#fff' }} />}
          onClick={onClose}
        />
      </Flex>
      <div
        ref={listRef}
        role="list"
        aria-label="会话记录"
        style={{ flex: 1, overflowY: 'auto', padding: 16 }}
      >
        {history.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : history.isError ? (
          <Flex vertical align="center" gap={8} style={{ marginTop: 48 }}>
            <Typography.Text type="secondary">会话记录加载失败</Typography.Text>
            <Button size="small" onClick={() => void history.refetch()}>
              重试
            </Button>
          </Flex>
        ) : (
          <Flex vertical gap={12}>
            {messages.map((message) => (
              <Bubble key={message.id} message={message} />
            ))}
            {send.isPending && (
              <Typography.Text type="secondary" role="status">
                <LoadingOutlined style={{ marginRight: 6 }} />
                客服正在输入…
              </Typography.Text>
            )}
          </Flex>
        )}
      </div>
      <Flex gap={8} align="flex-end" style={{ padding: 12, borderTop: '1px solid #f0f0f0' }}>
        <Input.TextArea
          aria-label="消息内容"
          value={text}
          maxLength={SUPPORT_MESSAGE_MAX}
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={SUPPORT_TEXT.placeholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <Button type="primary" onClick={submit} loading={send.isPending} disabled={!text.trim()}>
          {SUPPORT_TEXT.send}
        </Button>
      </Flex>
    </section>
  );
}
