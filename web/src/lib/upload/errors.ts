// Upload failures as the widgets report them (01 §8, 02 §8): a non-200 code shows the server's message;
// anything else (network, HTTP status, object storage refusal) shows 图片上传失败，请重试. Session codes
// were already announced by the request layer, so they show nothing more.
import { ApiError } from '../api/envelope';
import { MSG_IMAGE_UPLOAD_FAILED } from '../constants/image-upload';
import { CODE_FORCED_LOGOUT, CODE_SESSION_EXPIRED, CODE_SILENT } from '../constants/request';

export class UploadError extends Error {
  /** Text for the user; undefined when someone else already told them. */
  readonly notice: string | undefined;

  constructor(notice: string | undefined, options?: { cause?: unknown }) {
    super(notice ?? MSG_IMAGE_UPLOAD_FAILED, options);
    this.name = 'UploadError';
    this.notice = notice;
  }
}

const ANNOUNCED_CODES = new Set([CODE_SESSION_EXPIRED, CODE_FORCED_LOGOUT, CODE_SILENT]);

export function toUploadError(error: unknown): UploadError {
  if (error instanceof UploadError) return error;
  if (error instanceof ApiError && error.code !== undefined) {
    return new UploadError(ANNOUNCED_CODES.has(error.code) ? undefined : error.message, { cause: error });
  }
  return new UploadError(MSG_IMAGE_UPLOAD_FAILED, { cause: error });
}
