// How the simulated helper uploads a local photo to the platform (/api/uploadFile/v2: multipart with
// sessionId and the file; answers code '200' with data.url and data.urlShow). Injectable so that tests
// and offline runs need no backend.
import { DeviceError } from './errors';
import { UPLOAD_URL_REFUSED, type OriginPolicy } from './origin-policy';
import { PHOTO_UPLOAD_FAILED, QT_TIMEOUT_MS } from '../constants';

export interface UploadRequest {
  url: string;
  /** Plain form fields sent with the file (sessionId, urlParam entries). */
  fields: Record<string, string>;
  fileField: string;
  fileName: string;
  contentType: string;
  data: Buffer;
  /** Session token, also sent as the DOOR-Authorization header. */
  session: string;
}

export interface UploadResult {
  url: string;
  urlShow: string;
}

export type Uploader = (request: UploadRequest) => Promise<UploadResult>;

export const UPLOAD_FAILED = PHOTO_UPLOAD_FAILED;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Refuses (without calling `upload`) any target that is not on a configured backend origin. */
export function backendOnly(policy: OriginPolicy, upload: Uploader): Uploader {
  return async (request) => {
    policy.requireBackendUrl(request.url, UPLOAD_URL_REFUSED);
    return upload(request);
  };
}

/** Uploads with fetch; any network error, non-2xx or non-'200' envelope becomes 照片无法上传. */
export const fetchUploader: Uploader = async (request) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(request.fields)) form.append(key, value);
  form.append(
    request.fileField,
    new Blob([new Uint8Array(request.data)], { type: request.contentType }),
    request.fileName,
  );
  let body: unknown;
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      body: form,
      headers: { 'DOOR-Authorization': request.session },
      signal: AbortSignal.timeout(QT_TIMEOUT_MS),
    });
    if (!response.ok) throw new DeviceError(UPLOAD_FAILED);
    body = await response.json();
  } catch {
    throw new DeviceError(UPLOAD_FAILED);
  }
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(body) || String(body.code) !== '200' || !isRecord(data) || typeof data.url !== 'string') {
    throw new DeviceError(UPLOAD_FAILED);
  }
  return { url: data.url, urlShow: typeof data.urlShow === 'string' ? data.urlShow : data.url };
};
