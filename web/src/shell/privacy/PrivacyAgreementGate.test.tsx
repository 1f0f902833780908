// Privacy-agreement acceptance (01 §7 updateUserPrivacyAgreementVersion): shown only when the version
// changed; 同意并继续 sends the version once and closes; 不同意 asks before logging out.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PRIVACY_TEXT } from '@/lib/constants/support';
import { mockApi } from '@/test/fetch-mock';
import { renderInShell } from '../realtime/testing/render';
import { PrivacyAgreementGate } from './PrivacyAgreementGate';

const agreement = (overrides: Record<string, unknown> = {}) => ({
  version: 'v2.0.0',
  title: '智慧社区综合服务平台隐私协议',
  publishTime: '2026-11-21 09:30:00',
  summary: '隐私协议已更新至 v2.0.0，请阅读并同意后继续使用。',
  sections: [{ heading: '一、我们收集的信息', paragraphs: ['用户名、姓名与手机号码。'] }],
  acceptedVersion: 'v1.0.0',
  needAccept: true,
  ...overrides,
});

function renderGate() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInShell(
    <QueryClientProvider client={client}>
      <PrivacyAgreementGate />
    </QueryClientProvider>,
  );
}

describe('privacy agreement (01 §7)', () => {
  it('01 §7: a changed version must be accepted; 同意并继续 sends it once and the dialog goes', async () => {
    const user = userEvent.setup({ delay: null });
    const read = mockApi('GET', '/p_a/getPrivacyAgreement/v1', { code: '200', data: agreement() });
    const accepted = mockApi('POST', '/p_a/updateUserPrivacyAgreementVersion/v1', {
      code: '200',
      message: '操作成功',
    });
    renderGate();
    const dialog = await screen.findByRole('dialog', { name: PRIVACY_TEXT.title });
    expect(within(dialog).getByText('一、我们收集的信息')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /close|关闭/i })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: PRIVACY_TEXT.accept }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: PRIVACY_TEXT.title })).toBeNull());
    expect(accepted.calls).toHaveLength(1);
    expect(accepted.calls[0]?.fields.version).toBe('v2.0.0');
    expect(read.calls).toHaveLength(1);
  });

  it('01 §7: nothing shows when the accepted version is the one in force', async () => {
    const read = mockApi('GET', '/p_a/getPrivacyAgreement/v1', {
      code: '200',
      data: agreement({ version: 'v1.0.0', needAccept: false }),
    });
    renderGate();
    await waitFor(() => expect(read.calls).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: PRIVACY_TEXT.title })).toBeNull();
  });

  it('01 §7: 不同意 asks before logging out and 取消 returns to the agreement', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi('GET', '/p_a/getPrivacyAgreement/v1', { code: '200', data: agreement() });
    renderGate();
    const dialog = await screen.findByRole('dialog', { name: PRIVACY_TEXT.title });
    await user.click(within(dialog).getByRole('button', { name: PRIVACY_TEXT.decline }));
    const confirm = await screen.findByText(PRIVACY_TEXT.declineConfirm);
    expect(confirm).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.getByRole('dialog', { name: PRIVACY_TEXT.title })).toBeTruthy();
  });
});
