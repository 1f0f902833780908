// 处理 of an alarm record (alarmHandle, decisions "Security surveillance"): only unhandled rows offer it,
// under the route's key; the result is required; the call carries the alarm kind and the row id.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/components/testing';
import { endSession, startSession } from '@/shell/session/session-store';
import { loadSession } from '@/shell/session/load-session';
import { mockApi } from '@/test/fetch-mock';
import { adminMenuTree, communityPage, SESSION_ID, userInfo } from '@/test/fixtures';
import { HandleAlarmButton } from './handle-alarm';

beforeEach(async () => {
  startSession(SESSION_ID, false);
  mockApi('POST', '/f_l/getUserInfo/v1', { code: '200', data: userInfo() });
  mockApi('GET', '/auth/left/tree/v2', {
    code: '200',
    data: { ...adminMenuTree, accessAuthList: ['DoorAlert'] },
  });
  mockApi('GET', '/h_ai/getArea/v1', { code: '200', data: [] });
  mockApi('GET', '/u_dc/sgdw/getDict/v1', { code: '200', data: {} });
  mockApi('GET', '/h_d/treeList/v2', { code: '0', object: communityPage });
  await loadSession([]);
});
afterEach(() => endSession());

function renderButton(row: { id: number; handleStatus: number }, authKey = 'DoorAlert', onHandled = vi.fn()) {
  renderInApp(
    <QueryClientProvider client={new QueryClient()}>
      <HandleAlarmButton type="door" title="门禁告警" authKey={authKey} row={row} onHandled={onHandled} />
    </QueryClientProvider>,
  );
  return onHandled;
}

describe('HandleAlarmButton', { timeout: 60_000 }, () => {
  it('02 §6: handled rows and users without the key get no 处理', () => {
    renderButton({ id: 1, handleStatus: 1 });
    renderButton({ id: 2, handleStatus: 0 }, 'GasAlarm');
    expect(screen.queryByRole('button', { name: '处理' })).toBeNull();
  });

  it('requires a result, then posts alarmHandle and reports back', async () => {
    const handle = mockApi('POST', '/s_wr/alarm/handle/v2', {
      code: 0,
      message: '处理成功',
      object: {
        id: 60,
        handleStatus: 1,
        handleResult: 2,
        handleRemark: '误报',
        handleUserName: '系统管理员',
        handleTime: '2026-11-21 09:30:00',
      },
    });
    const onHandled = renderButton({ id: 60, handleStatus: 0 });
    fireEvent.click(screen.getByRole('button', { name: '处理' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('处理门禁告警')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(
      await within(dialog).findByText('请选择处理结果', { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('误报'));
    fireEvent.change(within(dialog).getByPlaceholderText('请输入处理备注'), {
      target: { value: '住户误触' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onHandled).toHaveBeenCalled());
    expect(handle.calls[0]!.fields).toMatchObject({
      type: 'door',
      id: '60',
      handleResult: '2',
      handleRemark: '住户误触',
    });
  });
});
