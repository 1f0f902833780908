import { describe, expect, it } from 'vitest';
import {
  inoutSubscriptionFrame,
  parseAlertHeartbeat,
  parseInoutCommand,
  parseNoticeFrame,
} from './frames.js';

describe('parseAlertHeartbeat', () => {
  it('accepts ["heartbeat", {ts}]', () => {
    expect(parseAlertHeartbeat('["heartbeat",{"ts":1768959000000}]')).toEqual([
      'heartbeat',
      { ts: 1768959000000 },
    ]);
  });

  it.each([
    'ping',
    '{}',
    '["heartbeat"]',
    '["heartbeat",{"ts":-1}]',
    '["heartbeat",{"ts":1,"x":2}]',
    '["hb",{"ts":1}]',
  ])('ignores %s', (text) => {
    expect(parseAlertHeartbeat(text)).toBeUndefined();
  });
});

describe('parseNoticeFrame', () => {
  it('reads ping and agent registration', () => {
    expect(parseNoticeFrame('ping')).toEqual({ kind: 'ping' });
    expect(parseNoticeFrame('agent:12')).toEqual({ kind: 'agent', agentId: '12' });
  });

  it.each(['agent:', 'agent:1 2', 'PING', ''])('does not recognise %j', (text) => {
    expect(parseNoticeFrame(text)).toEqual({ kind: 'unknown' });
  });
});

describe('parseInoutCommand', () => {
  it('reads ping, record and cancel', () => {
    expect(parseInoutCommand('{"cmd":"ping","agentId":"1"}')).toEqual({
      ok: true,
      command: { cmd: 'ping', agentId: '1' },
    });
    expect(parseInoutCommand('{"cmd":"record","agentId":"1","depId":1499}')).toEqual({
      ok: true,
      command: { cmd: 'record', agentId: '1', depId: 1499 },
    });
    expect(parseInoutCommand('{"cmd":"cancel","agentId":"1"}')).toEqual({
      ok: true,
      command: { cmd: 'cancel', agentId: '1' },
    });
  });

  it.each([
    ['oops', '指令必须是 JSON 对象'],
    ['[1]', '指令必须是 JSON 对象'],
    ['{"cmd":"jump","agentId":"1"}', '无法识别的指令：jump'],
    ['{"cmd":"ping"}', 'agentId 必填'],
    ['{"cmd":"ping","agentId":"1","depId":1}', '指令 ping 不支持字段：depId'],
    ['{"cmd":"record","agentId":"1","depId":1.5}', 'depId 必须是正整数'],
  ])('rejects %s with a Chinese message', (text, message) => {
    expect(parseInoutCommand(text)).toEqual({ ok: false, message });
  });
});

describe('inoutSubscriptionFrame', () => {
  it('lists community ids once, ascending', () => {
    expect(inoutSubscriptionFrame(false, [1500, 1499, 1500])).toEqual({
      cmd: 'subscription',
      all: false,
      depIds: [1499, 1500],
    });
  });
});
