// Hardware calls the business pages share (02 §7 "Local desktop client", uploadFVFile): reading an ID
// card (idr210_reader/read), having the helper upload the card's photo (upload_photo), issuing an IC
// user card and reading it back (ic_card/read, create_user_list), and uploading a finger-vein template
// the helper's websocket produced to /api/uploadFVFile/v1. Every helper failure rejects with a
// DesktopError carrying the helper's message.
import type { components as ApiSchemas } from '@zhsq/contract/api';
import type { components } from '@zhsq/contract/qt-client';
import { call, client } from '../api/instance';
import { asMultipart } from '../api/serializers';
import { CAMERA_UPLOAD_PATH, ID_PHOTO_UPLOAD_TYPE } from '../constants/desktop';
import { API_BASE, SESSION_ID_PARAM } from '../constants/request';
import { getToken } from '../storage';
import { qt } from './instance';

export type IdCardInfo = components['schemas']['IdCardInfo'];
export type IcCardInfo = components['schemas']['IcCardInfo'];
export type CardPermission = components['schemas']['CardPermission'];
export type UploadResult = ApiSchemas['schemas']['UploadResult'];

/** The platform address the helper posts a local photo to (uploadFile/v1, query sessionId and type). */
export function helperUploadUrl(token: string, type: string, origin = globalThis.location.origin): string {
  const url = new URL(`${API_BASE}${CAMERA_UPLOAD_PATH}`, origin);
  url.searchParams.set(SESSION_ID_PARAM, token);
  url.searchParams.set('type', type);
  return url.toString();
}

/** The card on the IDR210 reader (empty reader: the helper's 请放置身份证). */
export async function readIdCard(): Promise<IdCardInfo> {
  return (await qt.call(qt.client.POST('/idr210_reader/read', { body: {} }))).data;
}

/** The helper uploads a photo it saved (ID card or camera) to the platform; its stored and shown address. */
export async function uploadLocalPhoto(filePath: string): Promise<UploadResult> {
  const token = getToken() ?? '';
  const { data } = await qt.call(
    qt.client.POST('/idr210_reader/upload_photo', {
      body: { url: helperUploadUrl(token, ID_PHOTO_UPLOAD_TYPE), session: token, filePath, index: 0 },
    }),
  );
  return { url: data.url, urlShow: data.urlShow };
}

export interface IcKey {
  sector_id: number;
  sector_password: string;
  key_encrypt: boolean;
}

export async function readIcCard(key: IcKey): Promise<IcCardInfo> {
  return (await qt.call(qt.client.POST('/ic_card/read', { body: key }))).data;
}

export interface IcUserCard {
  list: CardPermission[];
  /** Expiry YYYY-MM-DD, inclusive. */
  date: string;
  version: number;
}

export async function writeIcUserCard(key: IcKey, card: IcUserCard): Promise<IcCardInfo> {
  return (await qt.call(qt.client.POST('/ic_card/create_user_list', { body: { ...key, ...card } }))).data;
}

/** Base64 (the helper's template) to bytes. */
export function base64Bytes(base64: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** POST /api/uploadFVFile/v1 (multipart file; the request layer adds sessionId); rejects after its toast. */
export async function uploadFingerVeinTemplate(fileName: string, base64: string): Promise<UploadResult> {
  const file = new File([base64Bytes(base64)], fileName, { type: 'application/octet-stream' });
  const result = await call(
    client.POST('/uploadFVFile/v1', {
      // The contract types multipart files as strings (contentMediaType); the body is a real File.
      body: { file: file as unknown as string },
      ...asMultipart,
    }),
    { successToast: false, action: 'upload' },
  );
  return result.data;
}
