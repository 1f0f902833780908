// 01 §2.4.4, §2.10: loading the session for a page with a community tree chooses the tree's first
// community before the session is shown, so the page's first render (and first request) has its scope.
import { afterEach, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { adminMenuTree, communityPage, SESSION_ID, shellRoute, userInfo } from '@/test/fixtures';
import { clearTreeSelections, getTreeSelection } from '../tree/tree-selection';
import { loadSession } from './load-session';
import { endSession, getSessionState, startSession, subscribeSession } from './session-store';

const resident = shellRoute('resident', '/user/resident', { tree: 'NormalTree' });

/** Signs in and answers the session's start-up calls (two communities, 锦绣花园 first). */
function startUp(): void {
  startSession(SESSION_ID, false);
  mockApi('POST', '/f_l/getUserInfo/v1', { code: '200', data: userInfo() });
  mockApi('GET', '/h_ai/getArea/v1', { code: '200', data: [] });
  mockApi('GET', '/h_d/treeList/v2', { code: '0', object: communityPage });
  mockApi('GET', '/auth/left/tree/v2', { code: '200', data: adminMenuTree });
  mockApi('GET', '/u_dc/sgdw/getDict/v1', { code: '200', data: {} });
}

afterEach(() => {
  endSession();
  clearTreeSelections();
});

it('the page the session is loaded for has its tree’s first community when the session shows', async () => {
  startUp();
  let chosenWhenShown: string | undefined;
  const stop = subscribeSession(() => {
    if (getSessionState().loaded) chosenWhenShown ??= getTreeSelection('NormalTree')?.nodeId ?? 'none';
  });
  await loadSession([resident], resident);
  stop();
  expect(chosenWhenShown).toBe('dep:1499');
});

it('a session loaded without a page, or for a page the user may not open, chooses nothing', async () => {
  startUp();
  await loadSession([resident]);
  expect(getTreeSelection('NormalTree')).toBeUndefined();
  endSession();
  startUp();
  await loadSession([], resident);
  expect(getTreeSelection('NormalTree')).toBeUndefined();
});

it('a logout while the session loads leaves the trees without a choice', async () => {
  startUp();
  const loading = loadSession([resident], resident);
  endSession();
  await loading.catch(() => undefined);
  expect(getTreeSelection('NormalTree')).toBeUndefined();
});
