// Object-storage direct upload (02 §4, §7): a token from POST /startupload/v1 (fetched when missing or
// about to expire, one fetch shared by parallel uploads), then a multipart form post to the token's
// host with name, key (dir + name), policy, OSSAccessKeyId, success_action_status 200,
// x-oss-security-token, signature and the file last. Any failure drops the token (01 §8: the older
// widget resets its upload token), so the next upload asks for a new one.
import type { components } from '@zhsq/contract/api';
import { call, client } from '../api/instance';
import {
  MSG_IMAGE_UPLOAD_FAILED,
  OSS_SUCCESS_ACTION_STATUS,
  OSS_TOKEN_MARGIN_MS,
  START_UPLOAD_DEFAULT_TYPE,
} from '../constants/image-upload';
import { REQUEST_TIMEOUT } from '../constants/request';
import { currentUploadAgent } from './agent';
import { UploadError, toUploadError } from './errors';
import { uploadFileName } from './file-name';

export type UploadToken = components['schemas']['UploadToken'];

export interface OssUploadResult {
  /** Object key (dir + stored name): what records keep, like uploadFile/v2's data.url. */
  key: string;
  url: string;
  /** Display address: the host followed by the key, as object storage serves it. */
  urlShow: string;
  /** The host it was posted to (resolved against the page). */
  host: string;
}

export interface OssUploaderOptions {
  /** Storage kind sent to /startupload/v1 (default estate). */
  type?: string;
  agentId?: string | number;
  /** Clock in ms (tests). */
  now?: () => number;
  timeout?: number;
}

export interface OssUploader {
  upload(file: File): Promise<OssUploadResult>;
  /** Forgets the token. */
  reset(): void;
  /** The current token, if any (for tests and diagnostics). */
  token(): UploadToken | undefined;
}

export async function fetchUploadToken(type: string = START_UPLOAD_DEFAULT_TYPE): Promise<UploadToken> {
  const result = await call(client.POST('/startupload/v1', { body: { type } }), {
    successToast: false,
    errorToast: false,
    action: 'upload',
  });
  return result.data;
}

export function buildOssForm(token: UploadToken, name: string, file: Blob): FormData {
  const form = new FormData();
  form.append('name', name);
  form.append('key', `${token.dir}${name}`);
  form.append('policy', token.policy);
  form.append('OSSAccessKeyId', token.accessid);
  form.append('success_action_status', OSS_SUCCESS_ACTION_STATUS);
  form.append('x-oss-security-token', token.security_token);
  form.append('signature', token.signature);
  // Object storage ignores fields after the file, so it goes last.
  form.append('file', file, name);
  return form;
}

export function createOssUploader(options: OssUploaderOptions = {}): OssUploader {
  const now = options.now ?? Date.now;
  let token: UploadToken | undefined;
  let pending: Promise<UploadToken> | undefined;

  const usable = (t: UploadToken | undefined): t is UploadToken =>
    t !== undefined && t.expire * 1000 - OSS_TOKEN_MARGIN_MS > now();

  async function ensureToken(): Promise<UploadToken> {
    if (usable(token)) return token;
    pending ??= fetchUploadToken(options.type).finally(() => {
      pending = undefined;
    });
    token = await pending;
    return token;
  }

  async function upload(file: File): Promise<OssUploadResult> {
    try {
      const current = await ensureToken();
      const name = uploadFileName(file.name, options.agentId ?? currentUploadAgent(), now());
      const host = new URL(current.host, globalThis.location.href).toString();
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), options.timeout ?? REQUEST_TIMEOUT);
      let response: Response;
      try {
        response = await fetch(host, {
          method: 'POST',
          body: buildOssForm(current, name, file),
          signal: controller.signal,
        });
      } finally {
        clearTimeout(timer);
      }
      if (!response.ok) throw new UploadError(MSG_IMAGE_UPLOAD_FAILED);
      const key = `${current.dir}${name}`;
      return { key, url: key, urlShow: `${host.replace(/\/+$/, '')}/${key}`, host };
    } catch (error) {
      token = undefined;
      throw toUploadError(error);
    }
  }

  return {
    upload,
    reset: () => {
      token = undefined;
    },
    token: () => token,
  };
}
