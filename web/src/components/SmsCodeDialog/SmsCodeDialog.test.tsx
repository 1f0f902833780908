// The SMS dialog of the export flow (02 §4 "Export flow", §5 export dialog, §7 /s_m_s/sms/send/v2,
// §9 "SMS code length 4, countdown 60 s, phone max 11, default nation code 86").
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/lib/api/instance';
import { mockApi } from '@/test/fetch-mock';
import { renderInApp } from '../testing';
import { SmsCodeDialog, isAcceptedMobile } from './SmsCodeDialog';

const sent = {
  code: '200',
  message: '验证码已发送',
  data: { mobileNo: '138****8000', expireSeconds: 300, resendSeconds: 60 },
};

function renderDialog(onConfirm = vi.fn()) {
  const onClose = vi.fn();
  renderInApp(
    <SmsCodeDialog open mobile="138****8000" menuName="住户管理" onConfirm={onConfirm} onClose={onClose} />,
  );
  return { onConfirm, onClose };
}

const mobileBox = () => screen.getByRole('textbox', { name: '手机号' });
const codeBox = () => screen.getByRole('textbox', { name: '验证码' });
const confirm = () => fireEvent.click(screen.getByRole('button', { name: '确定' }));

afterEach(() => vi.useRealTimers());

describe('SmsCodeDialog', { timeout: 20_000 }, () => {
  it.each([
    ['138****8000', true],
    ['13800138000', true],
    ['*', true],
    ['1380013800', false],
    ['23800138000', false],
    ['', false],
  ])('02 §5 "Mobile number must contain a star mask or be a valid phone": %j → %s', (text, ok) => {
    expect(isAcceptedMobile(text)).toBe(ok);
  });

  it('02 §5 a wrong number shows 请输入正确的手机号 and sends nothing; phone max 11 (02 §9)', async () => {
    renderDialog();
    expect(mobileBox().getAttribute('maxlength')).toBe('11');
    fireEvent.change(mobileBox(), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
  });

  it('02 §7 sends nationCode 86, businessType 3, mobileNo and menuName; 02 §9 60 s countdown', async () => {
    const route = mockApi('POST', '/s_m_s/sms/send/v2', sent);
    renderDialog();
    // only the countdown's interval is faked: validation and the request run as usual
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: '60秒后重新获取' });
    expect(route.calls[0]?.fields).toMatchObject({
      nationCode: '86',
      businessType: '3',
      mobileNo: '138****8000',
      menuName: '住户管理',
    });
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: '59秒后重新获取' })).toHaveProperty('disabled', true);
    await act(async () => vi.advanceTimersByTimeAsync(58_000));
    expect(screen.getByRole('button', { name: '1秒后重新获取' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: '获取验证码' })).toHaveProperty('disabled', false);
  });

  it('a failed send (code ≠ 200) shows the server message and starts no countdown', async () => {
    mockApi('POST', '/s_m_s/sms/send/v2', { code: '10601', message: '验证码发送过于频繁，请稍后再试' });
    const notify = vi.fn();
    configureApi({ notify });
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'error', text: '验证码发送过于频繁，请稍后再试' }),
    );
    expect(screen.getByRole('button', { name: '获取验证码' })).toHaveProperty('disabled', false);
  });

  it('02 §5 "SMS code required (请输入验证码)"', async () => {
    const { onConfirm } = renderDialog();
    confirm();
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('02 §5 "exactly 4 characters (验证码长度为4位)"; the input keeps at most 4', async () => {
    const { onConfirm } = renderDialog();
    expect(codeBox().getAttribute('maxlength')).toBe('4');
    fireEvent.change(codeBox(), { target: { value: '123' } });
    confirm();
    expect(await screen.findByText('验证码长度为4位')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with the 4-character code', async () => {
    const { onConfirm } = renderDialog(vi.fn(async () => undefined));
    fireEvent.change(codeBox(), { target: { value: '8000' } });
    confirm();
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('8000'));
  });
});
