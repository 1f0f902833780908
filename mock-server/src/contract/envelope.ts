// Envelope builders. Each operation's success code is fixed by the contract: string '200',
// string '0' or number 0; failures carry a string code and a Chinese message.

export const ok200 = <T>(data: T, message = '成功') => ({ code: '200' as const, message, data });
export const ok0str = <T>(object: T, message = '成功') => ({ code: '0' as const, message, object });
export const ok0num = <T>(object: T, message = '成功') => ({ code: 0 as const, message, object });
/** success with no payload, code '200' */
export const done200 = (message = '操作成功') => ({ code: '200' as const, message });

export const fail = (code: string, message: string) => ({ code, message });

export const AUTH_EXPIRED = () => fail('100013', '登录凭证过期, 重新登录');

/** Permission denied (ErrorEnvelope): the user holds none of the operation's grants. */
export const CODE_PERMISSION_DENIED = '100403';
export const MSG_PERMISSION_DENIED = '无权限执行该操作，请联系管理员';
export const PERMISSION_DENIED = () => fail(CODE_PERMISSION_DENIED, MSG_PERMISSION_DENIED);
