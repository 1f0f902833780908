/**
 * @vitest-environment jsdom
 * A load ahead holds the console instance's effects and installs others, which every file of a shared
 * module graph would inherit.
 */
// 01 §2.4.4, docs/adr/0089: a bookmark's session load starts with the page's code, before the console
// mounts; the guard joins it, a failure logs out once, and its effects wait for the console's.
import { afterEach, expect, it, vi } from 'vitest';
import { configureApi } from '@/lib/api/instance';
import { MSG_SESSION_EXPIRED } from '@/lib/constants/request';
import { answerAdminStartUp } from '@/test/admin-session';
import { mockApi } from '@/test/fetch-mock';
import { shellRoute, userInfo } from '@/test/fixtures';
import { clearTreeSelections, getTreeSelection } from '../tree/tree-selection';
import { loadSessionAhead, startSessionLoad } from './load-session';
import { endSession, getSessionState, startSession } from './session-store';

const resident = shellRoute('resident', '/user/resident', { tree: 'NormalTree' });
const notFound = shellRoute('error-404', '/404');

afterEach(() => {
  endSession();
  clearTreeSelections();
  configureApi({}); // releases a hold a test left
});

it('a page’s code loading starts the session’s calls, and the guard joins that load', async () => {
  answerAdminStartUp();
  const userInfoCall = mockApi('POST', '/f_l/getUserInfo/v1', { code: '200', data: userInfo() });
  const ahead = loadSessionAhead([resident], resident);
  expect(ahead).toBeDefined();
  startSessionLoad([resident], resident); // the guard, once the page has rendered
  await ahead;
  expect(userInfoCall.calls).toHaveLength(1);
  expect(getSessionState().loaded?.permitted.has('resident')).toBe(true);
  expect(getTreeSelection('NormalTree')?.nodeId).toBe('dep:1499');
});

it('nothing loads ahead without a token, for an error page, or with the session loaded', async () => {
  expect(loadSessionAhead([resident], resident)).toBeUndefined();
  startSession('error-page-session', false);
  expect(loadSessionAhead([notFound], notFound)).toBeUndefined();
  endSession();
  answerAdminStartUp();
  await loadSessionAhead([resident], resident);
  expect(loadSessionAhead([resident], resident)).toBeUndefined();
});

it('a 100013 ahead logs out once; its message and reload wait for the console’s effects', async () => {
  answerAdminStartUp();
  mockApi('POST', '/f_l/getUserInfo/v1', { code: '100013', message: '未登录' });
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const ahead = loadSessionAhead([resident], resident);
  startSessionLoad([resident], resident); // joined before it fails
  await ahead;
  expect(getSessionState().token).toBeUndefined();
  expect(logged.mock.calls.filter(([text]) => text === '会话加载失败')).toHaveLength(1);
  logged.mockRestore();

  const notify = vi.fn();
  const reload = vi.fn();
  configureApi({ notify, logout: vi.fn(), reload });
  await Promise.resolve();
  expect(notify).toHaveBeenCalledWith(expect.objectContaining({ text: MSG_SESSION_EXPIRED }));
  expect(reload).toHaveBeenCalledOnce();
});
