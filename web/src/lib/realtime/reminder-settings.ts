// The local reminder setting (01 §2.8): which alert kinds pop up, stored as message_reminder_{userId}
// (a list of heat, id, native, stanger, car, smoke); default heat, id, native, car. The settings
// dialog writes it with saveReminderTypes; the alert centre reads it on every alert, so a
// saved change applies to the next alert without a reload.
import {
  ALERT_TYPES,
  DEFAULT_MESSAGE_REMINDERS,
  MESSAGE_REMINDER_STORAGE_KEY,
  type AlertType,
} from '../constants/alerts';
import { getItem, setItem } from '../storage';

function isAlertType(value: unknown): value is AlertType {
  return typeof value === 'string' && (ALERT_TYPES as readonly string[]).includes(value);
}

export function reminderKey(userId: string): string {
  return `${MESSAGE_REMINDER_STORAGE_KEY}${userId}`;
}

/** The enabled kinds; the default when nothing (or nothing readable) is stored. */
export function getReminderTypes(userId: string): AlertType[] {
  const stored = getItem<unknown>(reminderKey(userId));
  // A comma-joined string is accepted too (how older clients kept it).
  const list = typeof stored === 'string' ? stored.split(',') : stored;
  if (!Array.isArray(list)) return [...DEFAULT_MESSAGE_REMINDERS];
  return ALERT_TYPES.filter((type) => list.map((v) => (typeof v === 'string' ? v.trim() : v)).includes(type));
}

/** False when the browser refuses to store it. */
export function saveReminderTypes(userId: string, types: readonly AlertType[]): boolean {
  return setItem(
    reminderKey(userId),
    ALERT_TYPES.filter((type) => types.includes(type)),
  );
}

export function isReminderEnabled(userId: string, type: AlertType): boolean {
  return getReminderTypes(userId).includes(type);
}

export { isAlertType };
