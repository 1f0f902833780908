// The console's tabs share one session: a session that ends in one tab ends in every tab holding the
// same token, whatever the storage (localStorage with 记住我, sessionStorage without); a tab without a
// token takes the browser session from another; a sign-in reaches every tab (docs/adr/0062).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CHANNEL, TOKEN_STORAGE_KEY } from '@/lib/constants/storage';
import { browserSessionMayBeOpen, getToken, markBrowserSession, storageKey } from '@/lib/storage';
import { endSession, getSessionState, joinBrowserSession, startSession } from './session-store';

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

describe('one browser session shared by the tabs', () => {
  const channels: BroadcastChannel[] = [];
  /** Another tab of the console: its channel and the messages it received. */
  const openTab = () => {
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    channels.push(channel);
    const received: unknown[] = [];
    channel.onmessage = (event) => received.push(event.data);
    return { channel, received };
  };
  afterEach(() => {
    for (const channel of channels.splice(0)) channel.close();
    endSession();
  });

  it('a tab without a token asks the others and keeps the session one of them shares', async () => {
    const tab = openTab();
    markBrowserSession(true);
    joinBrowserSession();
    expect(getSessionState().joining).toBe(true);
    await vi.waitFor(() => expect(tab.received).toHaveLength(1));
    const request = tab.received[0] as { type: string; id: string };
    expect(request.type).toBe('session-request');
    tab.channel.postMessage({ type: 'session-share', id: request.id, token: 'shared-token' });
    await vi.waitFor(() => expect(getSessionState()).toEqual({ token: 'shared-token' }));
    expect(sessionStorage.getItem(storageKey(TOKEN_STORAGE_KEY))).toContain('shared-token');
    expect(localStorage.getItem(storageKey(TOKEN_STORAGE_KEY))).toBeNull();
  });

  it('an answer to another request is not taken; a late answer to its own still is', async () => {
    const tab = openTab();
    markBrowserSession(true);
    joinBrowserSession();
    await vi.waitFor(() => expect(tab.received).toHaveLength(1));
    const request = tab.received[0] as { id: string };
    tab.channel.postMessage({ type: 'session-share', id: 'not-asked', token: 'foreign-token' });
    await vi.waitFor(() => expect(getSessionState().joining).toBeFalsy(), { timeout: 3000 });
    expect(getSessionState().token).toBeUndefined();
    tab.channel.postMessage({ type: 'session-share', id: request.id, token: 'late-token' });
    await vi.waitFor(() => expect(getSessionState().token).toBe('late-token'));
  });

  it('with no tab keeping a browser session, a tab without a token goes to login at once', async () => {
    const tab = openTab();
    joinBrowserSession();
    expect(getSessionState().joining).toBeFalsy();
    startSession('any', true); // a message sent now arrives after a request sent before it
    await vi.waitFor(() => expect(tab.received).toHaveLength(1));
    expect(tab.received[0]).toMatchObject({ type: 'session-start' });
  });

  it('a request no tab answers clears the mark (the browser was closed); a tab that answers sets it again', async () => {
    const tab = openTab();
    markBrowserSession(true);
    joinBrowserSession();
    await vi.waitFor(() => expect(getSessionState().joining).toBeFalsy(), { timeout: 3000 });
    expect(browserSessionMayBeOpen()).toBe(false);
    startSession('session-only', false);
    expect(browserSessionMayBeOpen()).toBe(true);
    markBrowserSession(false);
    tab.channel.postMessage({ type: 'session-request', id: 'r0' });
    await vi.waitFor(() => expect(browserSessionMayBeOpen()).toBe(true));
  });

  it('a tab answers with a browser-session token only: a remembered one is in the shared localStorage', async () => {
    const tab = openTab();
    const shares = () => tab.received.filter((m) => (m as { type: string }).type === 'session-share');
    startSession('session-only', false);
    tab.channel.postMessage({ type: 'session-request', id: 'r1' });
    await vi.waitFor(() =>
      expect(shares()).toEqual([{ type: 'session-share', id: 'r1', token: 'session-only' }]),
    );
    startSession('remembered', true);
    tab.channel.postMessage({ type: 'session-request', id: 'r2' });
    tab.channel.postMessage({ type: 'session-end', token: 'remembered', signedOut: false });
    // Messages arrive in order: once the end is handled, r2 had its chance and stayed unanswered.
    await vi.waitFor(() => expect(getSessionState().token).toBeUndefined());
    expect(shares()).toHaveLength(1);
  });

  it('a sign-in is told to the other tabs, with where the account lands', async () => {
    const tab = openTab();
    startSession('signed-in', false, 'admin');
    await vi.waitFor(() =>
      expect(tab.received).toContainEqual(
        expect.objectContaining({
          type: 'session-start',
          token: 'signed-in',
          remember: false,
          userName: 'admin',
        }),
      ),
    );
  });

  it('a sign-in in another tab opens the session in a tab without one', async () => {
    const tab = openTab();
    endSession({ signedOut: true });
    tab.channel.postMessage({
      type: 'session-start',
      token: 'from-other-tab',
      remember: false,
      userName: 'operator',
      landing: '/complex/DashboardPolice',
    });
    await vi.waitFor(() =>
      expect(getSessionState()).toEqual({ token: 'from-other-tab', landing: '/complex/DashboardPolice' }),
    );
    expect(getToken()).toBe('from-other-tab');
  });
});
