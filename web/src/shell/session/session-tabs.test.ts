// A session that ends in one tab ends in every tab of the console holding the same
// token, whatever the storage (localStorage with 记住我, sessionStorage without).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CHANNEL } from '@/lib/constants/storage';
import { getToken } from '@/lib/storage';
import { endSession, getSessionState, startSession } from './session-store';

const anotherTab = () => new BroadcastChannel(SESSION_CHANNEL);

describe('session end across tabs', () => {
  const channels: BroadcastChannel[] = [];
  afterEach(() => {
    for (const channel of channels.splice(0)) channel.close();
    endSession();
  });

  it('another tab ending the same session (logout, 100013, 100015) ends it here and clears the stored token', async () => {
    startSession('token-a', false);
    expect(getToken()).toBe('token-a');
    const tab = anotherTab();
    channels.push(tab);
    tab.postMessage({ type: 'session-end', token: 'token-a', signedOut: true });
    await vi.waitFor(() => expect(getSessionState()).toEqual({ signedOut: true }));
    expect(getToken()).toBeUndefined();
    expect(sessionStorage.length + localStorage.length).toBe(0);
  });

  it('a message about another token is ignored: a tab signed in as someone else keeps its session', async () => {
    startSession('token-b', true);
    const tab = anotherTab();
    channels.push(tab);
    tab.postMessage({ type: 'session-end', token: 'someone-else', signedOut: true });
    // Messages from one tab arrive in order: had the first applied, this one would find no token and
    // the state would stay { signedOut: true }.
    tab.postMessage({ type: 'session-end', token: 'token-b', signedOut: false });
    await vi.waitFor(() => expect(getSessionState().token).toBeUndefined());
    expect(getSessionState()).toEqual({});
  });

  it('ending the session here tells the other tabs which token ended', async () => {
    startSession('token-c', true);
    const tab = anotherTab();
    channels.push(tab);
    const received = new Promise<unknown>((resolve) => (tab.onmessage = (event) => resolve(event.data)));
    endSession({ signedOut: true });
    await expect(received).resolves.toEqual({ type: 'session-end', token: 'token-c', signedOut: true });
  });
});
