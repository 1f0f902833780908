// A loaded admin session for tests of pages and shell pieces that read it (useLoadedSession): the
// session's start-up calls answered with the shared fixtures, then loaded.
import { loadSession } from '../shell/session/load-session';
import { startSession } from '../shell/session/session-store';
import { mockApi } from './fetch-mock';
import { adminMenuTree, communityPage, SESSION_ID, userInfo } from './fixtures';

/** Signs admin in and answers the session's start-up calls (two communities, 锦绣花园 first). */
export function answerAdminStartUp(): void {
  startSession(SESSION_ID, false);
  mockApi('POST', '/f_l/getUserInfo/v1', { code: '200', data: userInfo() });
  mockApi('GET', '/h_ai/getArea/v1', { code: '200', data: [] });
  mockApi('GET', '/h_d/treeList/v2', { code: '0', object: communityPage });
  mockApi('GET', '/auth/left/tree/v2', { code: '200', data: adminMenuTree });
  mockApi('GET', '/u_dc/sgdw/getDict/v1', { code: '200', data: {} });
}

export async function loadAdminSession(): Promise<void> {
  answerAdminStartUp();
  await loadSession([]);
}
