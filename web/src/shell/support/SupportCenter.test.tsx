// Support dock (01 §9): the chat tooltip shows on arrival and hides after 5 s; 在线客服 opens a 500 × 550
// window that loads the conversation and sends questions; 客服热线 shows the 400 line.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_TEXT, SUPPORT_TOOLTIP_MS } from '@/lib/constants/support';
import { mockApi } from '@/test/fetch-mock';
import { renderInShell } from '../realtime/testing/render';
import { SupportCenter } from './SupportCenter';

const contact = {
  hotline: '400-800-2026',
  serviceHours: '工作日 08:30-18:00',
  email: 'service@zhsq.example.cn',
  welcome: '您好，这里是智慧社区在线客服，请问有什么可以帮您？',
};
const welcome = {
  id: 1,
  sender: 'agent',
  senderName: '在线客服',
  content: contact.welcome,
  sendTime: '2026-11-21 09:30:00',
};

function renderDock() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInShell(
    <QueryClientProvider client={client}>
      <SupportCenter />
    </QueryClientProvider>,
  );
}

const tooltip = () => document.querySelector('.ant-tooltip');

afterEach(() => vi.useRealTimers());

describe('support dock (01 §9)', () => {
  it('01 §9: the chat tooltip shows at once and hides after 5 s', () => {
    vi.useFakeTimers();
    renderDock();
    expect(screen.getByText(SUPPORT_TEXT.tooltip)).toBeTruthy();
    act(() => vi.advanceTimersByTime(SUPPORT_TOOLTIP_MS - 1));
    expect(tooltip()?.className).not.toContain('ant-tooltip-hidden');
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.runOnlyPendingTimers());
    expect(tooltip()?.className ?? 'ant-tooltip-hidden').toContain('ant-tooltip-hidden');
  });

  it('01 §9: 在线客服 opens a 500 × 550 window; a question gets an answer and the box empties', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi('GET', '/cs/contact/v1', { code: '200', data: contact });
    mockApi('GET', '/cs/chat/list/v1', { code: '200', data: [welcome] });
    const sent = mockApi('POST', '/cs/chat/send/v1', (call: { fields: Record<string, string> }) => ({
      code: '200',
      data: [
        {
          id: 2,
          sender: 'user',
          senderName: '系统管理员',
          content: call.fields.content,
          sendTime: '2026-11-21 09:31:00',
        },
        {
          id: 3,
          sender: 'agent',
          senderName: '在线客服',
          content: '扫码支付成功后余额即时到账。',
          sendTime: '2026-11-21 09:31:00',
        },
      ],
    }));
    renderDock();
    await user.click(screen.getByRole('button', { name: SUPPORT_TEXT.chat }));
    const chat = screen.getByRole('dialog', { name: SUPPORT_TEXT.chat });
    expect(chat.style.width).toBe('500px');
    expect(chat.style.height).toBe('550px');
    expect(await within(chat).findByText(contact.welcome)).toBeTruthy();
    expect(within(chat).getByText(/400-800-2026/)).toBeTruthy();

    const box = within(chat).getByRole('textbox', { name: '消息内容' });
    await user.type(box, '充值后多久到账？');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await within(chat).findByText('扫码支付成功后余额即时到账。')).toBeTruthy();
    expect(sent.calls[0]?.fields.content).toBe('充值后多久到账？');
    expect((box as HTMLTextAreaElement).value).toBe('');

    await user.click(within(chat).getByRole('button', { name: SUPPORT_TEXT.close }));
    expect(screen.queryByRole('dialog', { name: SUPPORT_TEXT.chat })).toBeNull();
  });

  it('01 §9: a failed send keeps the question in the box', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi('GET', '/cs/contact/v1', { code: '200', data: contact });
    mockApi('GET', '/cs/chat/list/v1', { code: '200', data: [welcome] });
    const sent = mockApi('POST', '/cs/chat/send/v1', { code: '9999', message: '系统繁忙，请稍后再试' });
    renderDock();
    await user.click(screen.getByRole('button', { name: SUPPORT_TEXT.chat }));
    const chat = screen.getByRole('dialog', { name: SUPPORT_TEXT.chat });
    await within(chat).findByText(contact.welcome);
    const box = within(chat).getByRole('textbox', { name: '消息内容' });
    await user.type(box, '你好');
    const sendButton = within(chat).getByRole('button', { name: SUPPORT_TEXT.send });
    await user.click(sendButton);
    await vi.waitFor(() => {
      expect(sent.calls).toHaveLength(1);
      expect(sendButton.className).not.toContain('ant-btn-loading');
    });
    expect(within(chat).queryByText('客服正在输入…')).toBeNull();
    expect((box as HTMLTextAreaElement).value).toBe('你好');
  });

  it('01 §9: 客服热线 shows the help-desk card with the 400 line', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi('GET', '/cs/contact/v1', { code: '200', data: contact });
    renderDock();
    await user.click(screen.getByRole('button', { name: SUPPORT_TEXT.hotline }));
    const card = await screen.findByRole('group', { name: '客服联系方式' });
    expect(
      within(card)
        .getByRole('link', { name: /400-800-2026/ })
        .getAttribute('href'),
    ).toBe('tel:4008002026');
    expect(within(card).getByText('服务时间：工作日 08:30-18:00')).toBeTruthy();
  });
});
