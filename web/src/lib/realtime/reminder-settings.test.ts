// Local reminder setting (01 §2.8): message_reminder_{userId}, default heat, id, native, car.
import { describe, expect, it } from 'vitest';
import { STORAGE_PREFIX } from '../constants/storage';
import { setItem } from '../storage';
import { getReminderTypes, isReminderEnabled, saveReminderTypes } from './reminder-settings';

describe('reminder setting (01 §2.8)', () => {
  it('defaults to heat, id, native, car', () => {
    expect(getReminderTypes('1')).toEqual(['heat', 'id', 'native', 'car']);
    expect(isReminderEnabled('1', 'stanger')).toBe(false);
    expect(isReminderEnabled('1', 'smoke')).toBe(false);
  });

  it('is stored per user under message_reminder_{userId}', () => {
    saveReminderTypes('7', ['smoke', 'stanger']);
    expect(localStorage.getItem(`${STORAGE_PREFIX}message_reminder_7`)).toBe('{"value":["stanger","smoke"]}');
    expect(getReminderTypes('7')).toEqual(['stanger', 'smoke']);
    expect(isReminderEnabled('7', 'heat')).toBe(false);
    expect(getReminderTypes('8')).toEqual(['heat', 'id', 'native', 'car']);
  });

  it('an empty list switches every pop-up off; a comma string and unknown values are tolerated', () => {
    saveReminderTypes('1', []);
    expect(getReminderTypes('1')).toEqual([]);
    setItem('message_reminder_2', 'car, smoke,bogus');
    expect(getReminderTypes('2')).toEqual(['car', 'smoke']);
  });
});
