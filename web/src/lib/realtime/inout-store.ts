// In/out records pushed over the inout channel (01 §4, asyncapi/inout.yaml), kept for the in/out
// records page (newest first, at most INOUT_RECORDS_KEPT), and the record-push subscription that page
// asks for. Subscription commands are queued while the channel is down: the channel replays the
// resulting subscription every time it opens (a new socket starts with none).
import { INOUT_RECORDS_KEPT } from '../constants/realtime';
import type { InoutRecord } from './frames';

export interface InoutSubscriptionState {
  all: boolean;
  depIds: readonly number[];
}

export type InoutRequest = { cmd: 'record' | 'cancel'; depId?: number };

interface InoutState {
  records: readonly InoutRecord[];
  subscription: InoutSubscriptionState;
}

const EMPTY: InoutState = { records: [], subscription: { all: false, depIds: [] } };
let state: InoutState = EMPTY;
const listeners = new Set<() => void>();
/** The channel's sender: sends when the socket is open, else drops (the replay on open catches up). */
let sender: ((request: InoutRequest) => void) | undefined;

function setState(next: InoutState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getInoutState(): InoutState {
  return state;
}

export function subscribeInoutState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function addInoutRecord(record: InoutRecord): void {
  const records = [record, ...state.records.filter((r) => r.recordId !== record.recordId)];
  setState({ ...state, records: records.slice(0, INOUT_RECORDS_KEPT) });
}

function applyRequest(sub: InoutSubscriptionState, request: InoutRequest): InoutSubscriptionState {
  const depIds = new Set(sub.depIds);
  if (request.cmd === 'record') {
    if (request.depId === undefined) return { all: true, depIds: [...depIds] };
    depIds.add(request.depId);
    return { all: sub.all, depIds: [...depIds].sort((a, b) => a - b) };
  }
  if (request.depId === undefined) return { all: false, depIds: [] };
  depIds.delete(request.depId);
  return { all: sub.all, depIds: [...depIds].sort((a, b) => a - b) };
}

function request(next: InoutRequest): void {
  setState({ ...state, subscription: applyRequest(state.subscription, next) });
  sender?.(next);
}

/** Ask for the records of one community, or of all communities without `depId`. */
export function requestInoutRecords(depId?: number): void {
  request({ cmd: 'record', depId });
}

/** Stop the records of one community, or all of them without `depId`. */
export function cancelInoutRecords(depId?: number): void {
  request({ cmd: 'cancel', depId });
}

/** The requests that rebuild the current subscription on a fresh socket. */
export function replayRequests(sub: InoutSubscriptionState = state.subscription): InoutRequest[] {
  return [
    ...(sub.all ? [{ cmd: 'record' as const }] : []),
    ...sub.depIds.map((depId) => ({ cmd: 'record' as const, depId })),
  ];
}

/** The channel registers its sender when it starts, and replays `replayRequests()` on every open. */
export function attachInoutSender(send: ((request: InoutRequest) => void) | undefined): void {
  sender = send;
}

/** Session end: records and subscription go. */
export function resetInout(): void {
  sender = undefined;
  setState(EMPTY);
}
