import { describe, expect, it } from 'vitest';
import { MSG_REQUEST_TIMEOUT } from '../constants/request';
import { ApiError } from './envelope';
import { MSG_NO_CONNECTION, unshownFailureText } from './unshown-failure';

describe('unshownFailureText', () => {
  it('names what the request layer left silent', () => {
    expect(unshownFailureText(new TypeError('Failed to fetch'), '新增失败')).toBe(
      `新增失败：${MSG_NO_CONNECTION}`,
    );
    expect(unshownFailureText(new Error(MSG_REQUEST_TIMEOUT), '保存失败')).toBe('保存失败：请求超时');
    expect(unshownFailureText(new ApiError('新增失败'), '新增失败')).toBe('新增失败：服务器响应异常');
  });

  it('repeats nothing already shown: an envelope code, an error page', () => {
    expect(unshownFailureText(new ApiError('用户名已存在', '20409'), '新增失败')).toBeUndefined();
    expect(unshownFailureText(new Error('服务器出错'), '新增失败')).toBeUndefined();
  });
});
