// React access to the session store.
import { useSyncExternalStore } from 'react';
import { getSessionState, subscribeSession, type LoadedSession, type SessionState } from './session-store';

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionState);
}

/** For pages inside the guarded layout, where the session is always loaded. */
export function useLoadedSession(): LoadedSession {
  const { loaded } = useSession();
  if (!loaded) throw new Error('会话尚未加载');
  return loaded;
}
