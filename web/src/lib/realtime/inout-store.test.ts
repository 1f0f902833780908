// In/out records and their subscription (01 §4 inout channel, asyncapi/inout.yaml).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INOUT_RECORDS_KEPT } from '../constants/realtime';
import type { InoutRecord } from './frames';
import {
  addInoutRecord,
  attachInoutSender,
  cancelInoutRecords,
  getInoutState,
  replayRequests,
  requestInoutRecords,
  resetInout,
  subscribeInoutState,
} from './inout-store';

afterEach(() => resetInout());

const record = (recordId: number) => ({ recordId, depId: 1499 }) as InoutRecord;

describe('in/out store', () => {
  it('keeps the newest records first, at most INOUT_RECORDS_KEPT, one per id', () => {
    const listener = vi.fn();
    const off = subscribeInoutState(listener);
    for (let i = 1; i <= INOUT_RECORDS_KEPT + 5; i++) addInoutRecord(record(i));
    addInoutRecord(record(INOUT_RECORDS_KEPT + 5));
    const { records } = getInoutState();
    expect(records).toHaveLength(INOUT_RECORDS_KEPT);
    expect(records[0]?.recordId).toBe(INOUT_RECORDS_KEPT + 5);
    expect(listener).toHaveBeenCalled();
    off();
  });

  it('requests made while the channel is down are replayed when it opens; later ones go straight out', () => {
    requestInoutRecords(1499);
    requestInoutRecords(1500);
    cancelInoutRecords(1500);
    requestInoutRecords();
    expect(getInoutState().subscription).toEqual({ all: true, depIds: [1499] });
    expect(replayRequests()).toEqual([{ cmd: 'record' }, { cmd: 'record', depId: 1499 }]);
    const sent: unknown[] = [];
    attachInoutSender((r) => sent.push(r));
    cancelInoutRecords();
    expect(sent).toEqual([{ cmd: 'cancel', depId: undefined }]);
    expect(getInoutState().subscription).toEqual({ all: false, depIds: [] });
  });

  it('reset (logout) forgets records and subscription', () => {
    addInoutRecord(record(1));
    requestInoutRecords(1499);
    resetInout();
    expect(getInoutState()).toEqual({ records: [], subscription: { all: false, depIds: [] } });
  });
});
