// What the operator is told when an action they started fails in a way the request layer leaves
// silent (01 §8 logs fetch failures and statuses outside the catalogue): no connection, a timeout, an
// answer that is not an envelope. Failures it already showed (an envelope code's message, the error
// pages of HTTP 403–405 / 500–504) are not repeated.
import { ApiError } from './envelope';
import { MSG_REQUEST_TIMEOUT } from '../constants/request';

export const MSG_NO_CONNECTION = '网络连接失败，请检查网络后重试';

/** The message for `error` when nothing has shown it yet, else undefined. `failure` names the action. */
export function unshownFailureText(error: unknown, failure: string): string | undefined {
  // An envelope code was shown (or is silent on purpose); without one, the answer was not an envelope.
  if (error instanceof ApiError) return error.code === undefined ? `${failure}：服务器响应异常` : undefined;
  if (error instanceof Error && error.message === MSG_REQUEST_TIMEOUT)
    return `${failure}：${MSG_REQUEST_TIMEOUT}`;
  // fetch rejects with a TypeError when the request never got an answer
  if (error instanceof TypeError) return `${failure}：${MSG_NO_CONNECTION}`;
  return undefined;
}
