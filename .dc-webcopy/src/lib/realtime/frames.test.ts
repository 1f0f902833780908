// Frames of the three channels (asyncapi/alerts.yaml, notice.yaml, inout.yaml; 01 §4, §7).
import { describe, expect, it } from 'vitest';
import {
  heartbeatFrame,
  inoutCommandFrame,
  inoutPingFrame,
  noticeAgentFrame,
  parseAlertFrame,
  parseInoutFrame,
  parseNoticeFrame,
} from './frames';

describe('channel frames', () => {
  it('§7 the six alert events map to the reminder kinds', () => {
    const events = [
      ['new_heat_msg', 'heat'],
      ['new_identity_warn_msg', 'id'],
      ['new_native_place_warn_msg', 'native'],
      ['new_warn_stanger_msg', 'stanger'],
      ['new_car_warning_msg', 'car'],
      ['new_smoke_alarm_msg', 'smoke'],
    ];
    for (const [event, type] of events) {
      const parsed = parseAlertFrame(JSON.stringify([event, { id: 1, depId: 1499, depName: '锦绣花园' }]));
      expect(parsed).toMatchObject({ kind: 'alert', type });
    }
  });

  it('push flags, heartbeat ack and junk', () => {
    expect(parseAlertFrame('["push",{"isNotice":1,"noticeTime":"2026-03-18 18:00:00"}]')).toEqual({
      kind: 'push',
      flags: { isNotice: 1, noticeTime: '2026-03-18 18:00:00' },
    });
    expect(parseAlertFrame('["heartbeat_ack",{"ts":1,"serverTime":"2026-03-18 18:00:00"}]').kind).toBe(
      'heartbeat_ack',
    );
    for (const junk of ['', 'pong', '{"a":1}', '["new_heat_msg"]', '["new_heat_msg",{"id":"x"}]', '[1,{}]']) {
      expect(parseAlertFrame(junk).kind).toBe('other');
    }
    expect(JSON.parse(heartbeatFrame(42))).toEqual(['heartbeat', { ts: 42 }]);
  });

  it('§4 notice channel: agent:{agentId}, ping/pong, import/export, sys_notice', () => {
    expect(noticeAgentFrame('1')).toBe('agent:1');
    expect(parseNoticeFrame('pong').kind).toBe('pong');
    expect(parseNoticeFrame('["import",{"taskId":"t1","status":"processing"}]')).toMatchObject({
      kind: 'task',
      event: 'import',
    });
    expect(parseNoticeFrame('["export",{"taskId":"t2","status":"success"}]')).toMatchObject({
      kind: 'task',
      event: 'export',
    });
    expect(
      parseNoticeFrame('["sys_notice",{"id":5,"title":"t","updateTime":"x","windowLocation":2}]').kind,
    ).toBe('sys_notice');
    expect(parseNoticeFrame('nonsense').kind).toBe('other');
  });

  it('§4 inout channel: {cmd:"ping", agentId}, record commands, records', () => {
    expect(JSON.parse(inoutPingFrame('1'))).toEqual({ cmd: 'ping', agentId: '1' });
    expect(JSON.parse(inoutCommandFrame({ cmd: 'record', agentId: '1', depId: 1499 }))).toEqual({
      cmd: 'record',
      agentId: '1',
      depId: 1499,
    });
    expect(parseInoutFrame('{"cmd":"record","data":{"recordId":7}}')).toEqual({
      kind: 'record',
      record: { recordId: 7 },
    });
    expect(parseInoutFrame('{"cmd":"pong","agentId":"1","time":"x"}').kind).toBe('other');
  });
});
