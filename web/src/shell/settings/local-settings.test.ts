// 01 §2.8 local settings storage and 01 §5 port validation.
import { beforeEach, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@zhsq/contract/validators/constants';
import { storagePortStore } from '@/lib/desktop/qt-client';
import { getReminderTypes } from '@/lib/realtime/reminder-settings';
import { checkRule } from '@zhsq/contract/validators/rule';
import { portRule } from '@zhsq/contract/validators/rules';
import { digitsOnly, readLocalSettings, saveLocalSettings } from './local-settings';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('local settings — 01 §2.8', () => {
  it('defaults: heat, id, native, car and port 8081', () => {
    expect(readLocalSettings('7')).toEqual({ reminders: ['heat', 'id', 'native', 'car'], port: '8081' });
  });

  it('saves reminders as message_reminder_{userId} and the port as qt_port', () => {
    expect(saveLocalSettings('7', { reminders: ['car', 'smoke'], port: '9001' })).toBe(true);
    expect(getReminderTypes('7')).toEqual(['car', 'smoke']);
    expect(getReminderTypes('8')).toEqual(['heat', 'id', 'native', 'car']);
    expect(JSON.parse(localStorage.getItem('zhsq_message_reminder_7') ?? 'null')).toEqual({
      value: ['car', 'smoke'],
    });
    expect(storagePortStore.read()).toBe(9001);
    expect(readLocalSettings('7')).toEqual({ reminders: ['car', 'smoke'], port: '9001' });
  });

  it('an empty reminder list is kept (no kind pops up)', () => {
    saveLocalSettings('7', { reminders: [], port: '8081' });
    expect(getReminderTypes('7')).toEqual([]);
  });

  it('an invalid port saves nothing', () => {
    expect(saveLocalSettings('7', { reminders: ['car'], port: '5' })).toBe(false);
    expect(localStorage.length).toBe(0);
  });
});

describe('port field — 01 §5', () => {
  it('keeps digits only, at most 5', () => {
    expect(digitsOnly('80a81', 5)).toBe('8081');
    expect(digitsOnly('１２3456789', 5)).toBe('34567');
    expect(digitsOnly('', 5)).toBe('');
  });

  it.each<[string, string | undefined]>([
    ['10', undefined],
    ['8081', undefined],
    ['49000', undefined],
    ['9', VALIDATION_MESSAGES.port],
    ['5', VALIDATION_MESSAGES.port],
    ['49001', VALIDATION_MESSAGES.port],
    ['', VALIDATION_MESSAGES.port],
  ])('%s → %s', async (value, expected) => {
    expect(await checkRule(portRule(), value)).toBe(expected);
  });

  it('the message is 请输入正确的端口号', () => {
    expect(VALIDATION_MESSAGES.port).toBe('请输入正确的端口号');
  });
});
