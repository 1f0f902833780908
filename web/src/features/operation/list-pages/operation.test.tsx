// Pieces of the operations pages: the renewal view's status filter (02 §7 status=2,4), what a system
// notice sends for each style and switch (02 §3), and the SMS test's phone code send / check (02 §7,
// §9 countdown 60 s, code length 4).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/components/testing';
import { SIM_RENEW_QUERY } from '@/lib/constants/top-bar';
import { mockApi } from '@/test/fetch-mock';
import { SmsTestDialog } from '../sms-test-dialog';
import { toBody, type NoticeValues } from './sys-notify';
import { statusesOf } from './traffic-card';

describe('流量卡管理 status filter', () => {
  it('02 §7: the 去续费 link (status=2,4) selects 即将到期 and 已到期', () => {
    expect(statusesOf(new URLSearchParams(SIM_RENEW_QUERY).get('status'))).toEqual([2, 4]);
  });

  it('no filter without status, or with a value the contract does not know', () => {
    expect(statusesOf(null)).toEqual([]);
    expect(statusesOf('2,9')).toEqual([]);
    expect(statusesOf('abc')).toEqual([]);
  });
});

describe('系统通知 body (02 §3)', () => {
  const letter: NoticeValues = {
    title: '维护通知',
    type: '1',
    contentHeading: '各位用户：',
    content: '周日维护',
    contentSign: '运营中心',
    contentSignTime: '2026-11-20',
    windowLocation: 2,
    notifyWindow: 1,
    notifyWindowForce: 1,
    windowButton: 1,
    buttonText: '查看详情',
    buttonLinkType: 1,
    buttonLinkUrl: 'https://stale.example.cn',
    status: 1,
  };

  it("a letter (type '1') keeps heading, signature and date; an in-app button drops the link address", () => {
    expect(toBody(letter)).toMatchObject({
      contentHeading: '各位用户：',
      contentSign: '运营中心',
      buttonText: '查看详情',
    });
    expect(toBody(letter).buttonLinkUrl).toBeUndefined();
  });

  it('an image notice sends only the picture; no button, no button fields; no pop-up, not forced', () => {
    const body = toBody({
      ...letter,
      type: '2',
      content: '/api/static/uploads/a.png',
      windowButton: 0,
      notifyWindow: 0,
    });
    expect(body).toMatchObject({ content: '/api/static/uploads/a.png', notifyWindowForce: 0 });
    for (const key of [
      'contentHeading',
      'contentSign',
      'contentSignTime',
      'buttonText',
      'buttonLinkType',
      'buttonLinkUrl',
    ]) {
      expect(body[key]).toBeUndefined();
    }
  });

  it('an external-link button (buttonLinkType 2) keeps its address', () => {
    expect(toBody({ ...letter, buttonLinkType: 2 }).buttonLinkUrl).toBe('https://stale.example.cn');
  });
});

describe('短信测试 (phone code send / check)', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  const sent = {
    code: '200',
    message: '验证码已发送',
    data: { mobileNo: '137****2468', expireSeconds: 300, resendSeconds: 60 },
  };
  const mobile = () => screen.getByRole('textbox', { name: '手机号' });
  const code = () => screen.getByRole('textbox', { name: '验证码' });

  it('02 §5 the mobile rule: a short number is refused before anything is sent', async () => {
    renderInApp(<SmsTestDialog open onClose={vi.fn()} onSent={vi.fn()} />);
    fireEvent.change(mobile(), { target: { value: '1370000246' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
  });

  it('02 §7 sendCode with nationCode 86, then a 60 s countdown (02 §9); the list is refreshed', async () => {
    const send = mockApi('GET', '/s_m_s/phone/sendCode/v1', sent);
    const onSent = vi.fn();
    renderInApp(<SmsTestDialog open onClose={vi.fn()} onSent={onSent} />);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    fireEvent.change(mobile(), { target: { value: '13700002468' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: '60秒后重新获取' });
    expect(send.calls[0]?.fields).toMatchObject({ mobileNo: '13700002468', nationCode: '86' });
    expect(onSent).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByRole('button', { name: '1秒后重新获取' })).toHaveProperty('disabled', true);
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: '获取验证码' })).toHaveProperty('disabled', false);
  });

  it('01 §2.11 the calling code: +86 by default; another code takes 6 to 15 digits and is sent', async () => {
    const send = mockApi('GET', '/s_m_s/phone/sendCode/v1', sent);
    renderInApp(<SmsTestDialog open onClose={vi.fn()} onSent={vi.fn()} />);
    const codeBox = screen.getByRole('combobox', { name: '国家/地区区号' });
    expect(codeBox.closest('.ant-select')?.textContent).toContain('+86');
    fireEvent.mouseDown(codeBox);
    fireEvent.click(await screen.findByText('+852 中国香港'));
    fireEvent.change(mobile(), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    fireEvent.change(mobile(), { target: { value: '91234567' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(send.calls).toHaveLength(1));
    expect(send.calls[0]?.fields).toMatchObject({ mobileNo: '91234567', nationCode: '852' });
  });

  it('02 §7 CheckCode with the number and the 4-character code; success closes the dialog', async () => {
    const check = mockApi('GET', '/s_m_s/phone/CheckCode/v1', { code: '200', message: '校验成功' });
    const onClose = vi.fn();
    renderInApp(<SmsTestDialog open onClose={onClose} onSent={vi.fn()} />);
    fireEvent.change(mobile(), { target: { value: '13700002468' } });
    fireEvent.change(code(), { target: { value: '246' } });
    fireEvent.click(screen.getByRole('button', { name: /校\s?验/ }));
    expect(await screen.findByText('验证码长度为4位')).toBeTruthy();
    fireEvent.change(code(), { target: { value: '2468' } });
    fireEvent.click(screen.getByRole('button', { name: /校\s?验/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(check.calls[0]?.fields).toMatchObject({ mobileNo: '13700002468', code: '2468' });
  });
});
