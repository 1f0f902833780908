// The request layer: base path, timeout, credential header, envelope codes and per-action toasts
// (01 §7, §8; 02 §7, §8).

export const API_BASE = '/api';
/** 01 §9: request timeout 40000 ms. */
export const REQUEST_TIMEOUT = 40000;
/** 01 §7: credential header; the same token also travels as sessionId. */
export const AUTH_HEADER = 'DOOR-Authorization';
export const SESSION_ID_PARAM = 'sessionId';
/** 01 §8: envelope success codes. */
export const SUCCESS_CODES: readonly (string | number)[] = ['200', 0, '0'];
/** 01 §8: '100013' session expired → message, log out and reload. */
export const CODE_SESSION_EXPIRED = '100013';
/** 01 §8: '100015' → log out after the message closes. */
export const CODE_FORCED_LOGOUT = '100015';
/** 01 §8: '15003' → silent. */
export const CODE_SILENT = '15003';
/**
 * Permission denied (docs/contracts.md): the user holds none of the operation's permissions. The
 * message is shown as an error toast, always; the session stays and the page does not change.
 */
export const CODE_PERMISSION_DENIED = '100403';
export const MSG_PERMISSION_DENIED = '无权限执行该操作，请联系管理员';
export const MSG_SESSION_EXPIRED = '登录凭证过期, 重新登录';
/** 01 §8: HTTP 403, 404, 405 → error-404 and reject with 客户端错误. */
export const CLIENT_ERROR_STATUSES: readonly number[] = [403, 404, 405];
export const MSG_CLIENT_ERROR = '客户端错误';
/** 01 §8: HTTP 500 to 504 → error-500 and reject with 服务器出错. */
export const SERVER_ERROR_STATUSES: readonly number[] = [500, 501, 502, 503, 504];
export const MSG_SERVER_ERROR = '服务器出错';
/** Not named by the spec (docs/adr/0019): a fetch that passes REQUEST_TIMEOUT rejects with this. */
export const MSG_REQUEST_TIMEOUT = '请求超时';
/**
 * 01 §8 / 02 §8: per-action default toasts. Success text prefers the server's desc, memo, message;
 * failure text prefers desc, message, memo, msg.
 */
export const ACTION_MESSAGES = {
  operate: { success: '操作成功', failure: '操作失败' },
  add: { success: '新增成功', failure: '新增失败' },
  delete: { success: '删除成功', failure: '删除失败' },
  edit: { success: '编辑成功', failure: '编辑失败' },
  save: { success: '保存成功', failure: '保存失败' },
  upload: { success: '上传成功', failure: '上传失败' },
  download: { success: '下载成功', failure: '下载失败' },
  pay: { success: '缴费成功', failure: '缴费失败' },
  check: { success: '校验成功', failure: '校验失败,无发送验证码' },
} as const;
export type RequestAction = keyof typeof ACTION_MESSAGES;
