import { describe, expect, it } from 'vitest';
import { alertFrames, inoutRecordFrame, importTaskFrame, pushFrame } from './frames.js';
import { RealtimeHub, type RawData, type RealtimeSocket } from './hub.js';

class FakeSocket implements RealtimeSocket {
  readyState = 1;
  sent: string[] = [];
  closedWith: [number | undefined, string | undefined] | null = null;
  send(data: string): void {
    this.sent.push(data);
  }
  close(code?: number, reason?: string): void {
    this.closedWith = [code, reason];
    this.readyState = 3;
  }
  on(
    _event: 'message' | 'close' | 'error',
    _listener: ((data: RawData, isBinary: boolean) => void) | (() => void) | ((error: Error) => void),
  ): this {
    return this;
  }
}

const session = (token: string, agentId: string) => ({ token, userId: `u-${token}`, agentId });

const record = (depId: number) =>
  inoutRecordFrame({
    recordId: 1,
    depId,
    depName: '锦绣花园',
    buildingName: '',
    unitName: '',
    roomNumber: '',
    personName: '张三',
    personType: '访客',
    openType: '二维码',
    cardNo: '',
    direction: '进',
    snapPhotoUrl: '',
    recordTime: '2026-01-21 09:30:00',
    deviceName: '东门人行门禁',
    deviceSn: 'MK1',
  });

describe('RealtimeHub', () => {
  it('broadcasts alerts to open sockets of the audience and forgets removed ones', () => {
    const hub = new RealtimeHub();
    const a = new FakeSocket();
    const b = new FakeSocket();
    const closed = new FakeSocket();
    closed.readyState = 3;
    const removeA = hub.addAlert({ ...session('ta', '1'), socket: a });
    hub.addAlert({ ...session('tb', '2'), socket: b });
    hub.addAlert({ ...session('tc', '2'), socket: closed });
    const frame = pushFrame({ msg_center: 1 });
    expect(hub.pushAlert(frame)).toBe(2);
    expect(hub.pushAlert(frame, { agentId: '2' })).toBe(1);
    removeA();
    expect(hub.pushAlert(frame)).toBe(1);
    expect(a.sent).toEqual([JSON.stringify(frame)]);
    expect(b.sent).toHaveLength(3);
  });

  it('pushes notices only to sockets registered with agent:{agentId}', () => {
    const hub = new RealtimeHub();
    const registered = new FakeSocket();
    const waiting = new FakeSocket();
    hub.addNotice({ ...session('t1', '1'), socket: registered, registeredAgentId: '1' });
    hub.addNotice({ ...session('t2', '1'), socket: waiting, registeredAgentId: null });
    const frame = importTaskFrame({
      taskId: 'IMP1',
      dataType: 'house_owner',
      dataTypeName: '住户信息',
      fileName: '住户信息.xlsx',
      status: 'processing',
      message: '数据正在导入中',
      successCount: 0,
      failCount: 0,
      time: '2026-01-21 09:30:00',
    });
    expect(hub.pushNotice(frame)).toBe(1);
    expect(hub.pushNotice(frame, { agentId: '2' })).toBe(0);
    expect(waiting.sent).toEqual([]);
    expect(hub.stats()).toMatchObject({ notice: 2, noticeRegistered: 1 });
  });

  it('pushes in/out records by subscription', () => {
    const hub = new RealtimeHub();
    const one = new FakeSocket();
    const all = new FakeSocket();
    const none = new FakeSocket();
    hub.addInout({ ...session('t1', '1'), socket: one, all: false, depIds: new Set([1499]) });
    hub.addInout({ ...session('t2', '1'), socket: all, all: true, depIds: new Set() });
    hub.addInout({ ...session('t3', '1'), socket: none, all: false, depIds: new Set() });
    expect(hub.pushInoutRecord(record(1499))).toBe(2);
    expect(hub.pushInoutRecord(record(1500))).toBe(1);
    expect(none.sent).toEqual([]);
    expect(hub.stats()).toMatchObject({ inout: 3, inoutSubscribed: 2 });
  });

  it('disconnects every socket of a session on every channel', () => {
    const hub = new RealtimeHub();
    const alert = new FakeSocket();
    const notice = new FakeSocket();
    const other = new FakeSocket();
    hub.addAlert({ ...session('gone', '1'), socket: alert });
    hub.addNotice({ ...session('gone', '1'), socket: notice, registeredAgentId: '1' });
    hub.addAlert({ ...session('stays', '1'), socket: other });
    expect(hub.disconnect({ token: 'gone' })).toBe(2);
    expect(alert.closedWith).toEqual([4000, '会话已结束']);
    expect(other.closedWith).toBeNull();
    expect(
      hub.pushAlert(
        alertFrames.smoke({
          id: 1,
          depId: 1499,
          depName: '锦绣花园',
          address: '锦绣花园 > 1栋 > 一单元 > 101',
          deviceName: '1栋一单元101 烟感',
          deviceSn: 'YG1',
          alarmType: 1,
          alarmTypeName: '烟雾报警',
          time: '2026-01-21 09:30:00',
        }),
      ),
    ).toBe(1);
  });

  it('counts connects per channel and swallows the heartbeats of a silenced channel only', () => {
    const hub = new RealtimeHub();
    const remove = hub.addAlert({ ...session('t1', '1'), socket: new FakeSocket() });
    remove();
    hub.addAlert({ ...session('t1', '1'), socket: new FakeSocket() });
    hub.addInout({ ...session('t1', '1'), socket: new FakeSocket(), all: false, depIds: new Set() });
    expect(hub.stats()).toMatchObject({ alert: 1, connects: { alert: 2, notice: 0, inout: 1 } });

    expect(hub.swallowHeartbeat('alert')).toBe(false);
    hub.silence('alert', true);
    expect(hub.swallowHeartbeat('alert')).toBe(true);
    expect(hub.swallowHeartbeat('notice')).toBe(false);
    expect(hub.stats()).toMatchObject({ silenced: ['alert'], swallowed: { alert: 1, notice: 0, inout: 0 } });
    hub.silence('inout', true);
    hub.silence('alert', false);
    expect(hub.stats().silenced).toEqual(['inout']);
    hub.unsilenceAll();
    expect(hub.stats().silenced).toEqual([]);
    expect(hub.swallowHeartbeat('inout')).toBe(false);
  });
});
