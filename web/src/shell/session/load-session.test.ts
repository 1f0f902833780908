// 01 §2.4.4, §2.10: loading the session for a page with a community tree chooses the tree's first
// community before the session is shown, so the page's first render (and first request) has its scope.
import { afterEach, expect, it } from 'vitest';
import { answerAdminStartUp } from '@/test/admin-session';
import { shellRoute } from '@/test/fixtures';
import { clearTreeSelections, getTreeSelection } from '../tree/tree-selection';
import { loadSession } from './load-session';
import { endSession, getSessionState, subscribeSession } from './session-store';

const resident = shellRoute('resident', '/user/resident', { tree: 'NormalTree' });

afterEach(() => {
  endSession();
  clearTreeSelections();
});

it('the page the session is loaded for has its tree’s first community when the session shows', async () => {
  answerAdminStartUp();
  let chosenWhenShown: string | undefined;
  const stop = subscribeSession(() => {
    if (getSessionState().loaded) chosenWhenShown ??= getTreeSelection('NormalTree')?.nodeId ?? 'none';
  });
  await loadSession([resident], resident);
  stop();
  expect(chosenWhenShown).toBe('dep:1499');
});

it('a session loaded without a page, or for a page the user may not open, chooses nothing', async () => {
  answerAdminStartUp();
  await loadSession([resident]);
  expect(getTreeSelection('NormalTree')).toBeUndefined();
  endSession();
  answerAdminStartUp();
  await loadSession([], resident);
  expect(getTreeSelection('NormalTree')).toBeUndefined();
});

it('a logout while the session loads leaves the trees without a choice', async () => {
  answerAdminStartUp();
  const loading = loadSession([resident], resident);
  endSession();
  await loading.catch(() => undefined);
  expect(getTreeSelection('NormalTree')).toBeUndefined();
});
