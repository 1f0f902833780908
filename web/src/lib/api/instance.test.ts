/**
 * @vitest-environment jsdom
 * Installs the console instance's effects, which every file of a shared module graph would inherit.
 */
// The console's API instance: effects raised before the app installs its own wait for them when held
// (a bookmark's session load leaves before the console mounts: docs/adr/0089), and run at once otherwise.
import { expect, it, vi } from 'vitest';
import { MSG_SESSION_EXPIRED } from '../constants/request';
import { mockApi } from '@/test/fetch-mock';
import { saveToken } from '../storage';
import { call, client, configureApi, holdApiEffects } from './instance';

const expired = { code: '100013', message: '未登录' };
const getUserInfo = () => call(client.POST('/f_l/getUserInfo/v1'), { successToast: false });

it('held effects of a 100013 wait for the app’s effects, then run in order: message, logout, reload', async () => {
  saveToken('held-session', false);
  mockApi('POST', '/f_l/getUserInfo/v1', expired);
  holdApiEffects();
  await expect(getUserInfo()).rejects.toThrow();

  const order: string[] = [];
  const effects = {
    notify: vi.fn((notice: { text: string }) => void order.push(`notify:${notice.text}`)),
    logout: vi.fn(() => void order.push('logout')),
    reload: vi.fn(() => void order.push('reload')),
  };
  configureApi(effects);
  expect(order).toEqual([]); // not inside the render that installs them
  await Promise.resolve();
  expect(order).toEqual([`notify:${MSG_SESSION_EXPIRED}`, 'logout', 'reload']);

  // Released: the next failure's effects run at once, and once each.
  mockApi('POST', '/f_l/getUserInfo/v1', expired);
  order.length = 0;
  await expect(getUserInfo()).rejects.toThrow();
  expect(order).toEqual([`notify:${MSG_SESSION_EXPIRED}`, 'logout', 'reload']);
});

it('without a hold, a 100013 reloads only after the app’s logout has finished', async () => {
  saveToken('plain-session', false);
  let finishLogout: (() => void) | undefined;
  const reload = vi.fn();
  configureApi({
    notify: vi.fn(),
    logout: () => new Promise<void>((resolve) => (finishLogout = resolve)),
    reload,
  });
  mockApi('POST', '/f_l/getUserInfo/v1', expired);
  const failing = expect(getUserInfo()).rejects.toThrow();
  await vi.waitFor(() => expect(finishLogout).toBeDefined());
  expect(reload).not.toHaveBeenCalled();
  finishLogout?.();
  await failing;
  await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
});
