// The task menu's items and the import/export task messages (01 §2.6, §8).

/** 01 §2.6 task menu: route names of its items (their red dots: 01 §4 flags). */
export const TASK_MENU_ROUTES = {
  report: 'Report',
  edition: 'Edition',
  systemNotice: 'EditionSystemNotice',
} as const;
/** 01 §8: import/export messages (5 s, link to the Report page). */
export const TASK_MESSAGE_SECONDS = 5;
export const TASK_MESSAGES = {
  import: { processing: '数据正在导入中', success: '导入成功' },
  export: { processing: '文件正在生成中', success: '您需要的数据已经导出' },
} as const;
