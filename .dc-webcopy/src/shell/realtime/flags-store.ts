// Push flags (01 §3 push fields, §4 flags) that the top bar's task menu shows as red dots:
// report-ready (export / import = 1), release notice (isNotice = 1; cleared on opening 版本记录) and
// system message (new_sys_msg = 1 when a notice is new, 02 §4). msg_center = 1 bumps a counter the
// message panel can watch to refetch.
import { useSyncExternalStore } from 'react';

export interface PushFlagState {
  reportReady: boolean;
  releaseNotice: boolean;
  /** Publication time of the release notice (noticeTime of the push). */
  noticeTime?: string;
  systemMessage: boolean;
  /** Incremented by every msg_center = 1. */
  messageCenterVersion: number;
}

export type FlagName = 'reportReady' | 'releaseNotice' | 'systemMessage';

const INITIAL: PushFlagState = {
  reportReady: false,
  releaseNotice: false,
  systemMessage: false,
  messageCenterVersion: 0,
};
let state: PushFlagState = INITIAL;
const listeners = new Set<() => void>();

function setState(next: PushFlagState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const pushFlags = {
  get: (): PushFlagState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  raise(name: FlagName, extra: Partial<Pick<PushFlagState, 'noticeTime'>> = {}): void {
    if (state[name] && extra.noticeTime === undefined) return;
    setState({ ...state, ...extra, [name]: true });
  },
  clear(name: FlagName): void {
    if (!state[name]) return;
    setState({ ...state, [name]: false });
  },
  bumpMessageCenter(): void {
    setState({ ...state, messageCenterVersion: state.messageCenterVersion + 1 });
  },
  reset(): void {
    setState(INITIAL);
  },
};

export function usePushFlags(): PushFlagState {
  return useSyncExternalStore(pushFlags.subscribe, pushFlags.get);
}

/** The task menu's icon shows a dot when any item has one (01 §2.6). */
export function anyFlag(flags: PushFlagState): boolean {
  return flags.reportReady || flags.releaseNotice || flags.systemMessage;
}
