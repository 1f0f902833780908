// The local settings dialog's values (01 §2.8): reminder kinds (message_reminder_{userId}, through the
// reminder-settings helper) and the desktop helper's port (qt_port, through the desktop bridge's store).
import { type AlertType } from '@/lib/constants/alerts';
import { QT_DEFAULT_PORT } from '@/lib/constants/desktop';
import { parsePort, storagePortStore, type PortStore } from '@/lib/desktop/qt-client';
import { getReminderTypes, saveReminderTypes } from '@/lib/realtime/reminder-settings';

export interface LocalSettingsValues {
  reminders: AlertType[];
  /** The field's text (digits). */
  port: string;
}

export function readLocalSettings(userId: string, ports: PortStore = storagePortStore): LocalSettingsValues {
  return { reminders: getReminderTypes(userId), port: String(ports.read() ?? QT_DEFAULT_PORT) };
}

/** Keeps only ASCII digits, at most `max` of them (the field accepts digits only, 01 §5). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/[^0-9]/g, '').slice(0, max);
}

/**
 * Saves both settings; false when the port is invalid (nothing is written then) or storage refuses.
 * The form validates first, so an invalid port here is a programming error guarded anyway.
 */
export function saveLocalSettings(
  userId: string,
  values: LocalSettingsValues,
  ports: PortStore = storagePortStore,
): boolean {
  const port = parsePort(values.port);
  if (port === undefined) return false;
  ports.save(port);
  return saveReminderTypes(userId, values.reminders);
}
