// The local settings dialog (01 §2.8, §5, §9).

/** 01 §2.8: the dialog, opened from the task menu's 本地设置 item. */
export const LOCAL_SETTINGS_TITLE = '本地设置';
export const LOCAL_SETTINGS_WIDTH = 640;
export const LOCAL_SETTINGS_TEXT = {
  reminders: '消息提醒',
  port: '服务控件端口号',
  /** Wording not shown in the spec ("take the port from the service control, do not change it unless
   * there is a conflict"). */
  portHint: '请填写服务控件显示的端口号，如无端口冲突请勿修改',
  portPlaceholder: '请输入端口号',
  cancel: '取消',
  ok: '确定',
  /** Not shown in the spec. */
  saved: '保存成功',
  saveFailed: '保存失败，请检查浏览器是否允许本地存储',
} as const;
/** 01 §5, §9: the port field keeps at most 5 characters. */
export const QT_PORT_MAX_LENGTH = 5;
