// Alert kinds, their pop-ups and reminder settings (01 §2.8, §3, §4, §7).

/** 01 §2.8: the six alert kinds, named as the local reminder setting stores them. */
export const ALERT_TYPES = ['heat', 'id', 'native', 'stanger', 'car', 'smoke'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
/** 01 §2.8: reminder setting key message_reminder_{userId}; default heat, id, native, car. */
export const MESSAGE_REMINDER_STORAGE_KEY = 'message_reminder_';
export const DEFAULT_MESSAGE_REMINDERS: readonly AlertType[] = ['heat', 'id', 'native', 'car'];
/** 01 §7 alert events, 01 §2.8 labels, 01 §4 target routes. */
export const ALERT_KINDS: Readonly<Record<AlertType, { event: string; title: string; route: string }>> = {
  heat: { event: 'new_heat_msg', title: '疫情预警', route: 'TemperatureWarning' },
  id: { event: 'new_identity_warn_msg', title: '身份证预警', route: 'IdentifyWarning' },
  native: { event: 'new_native_place_warn_msg', title: '籍贯预警', route: 'NativePlaceWarning' },
  stanger: { event: 'new_warn_stanger_msg', title: '陌生人抓拍预警', route: 'StrangerSnaps' },
  car: { event: 'new_car_warning_msg', title: '车辆预警', route: 'CarWarning' },
  smoke: { event: 'new_smoke_alarm_msg', title: '烟感报警', route: 'SmokeDetectorWarning' },
};
/** 01 §4: the pop-up's checkbox. */
export const ALERT_SUPPRESS_LABEL = '退出前不再提示';
/** 01 §3: stranger gender 1 male, 2 female, otherwise unknown. */
export const GENDER_LABELS: Readonly<Record<number, string>> = { 1: '男', 2: '女' };
export const GENDER_UNKNOWN = '未知';
