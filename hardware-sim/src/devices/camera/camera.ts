// The USB camera behind take_photo: "shoots" generated pictures, saves them locally and uploads each to
// the platform like the real helper. The control page can make the operator cancel instead.
import { DeviceError } from '../../lib/errors';
import { encodeJpeg, encodePng, type Painter } from '../../lib/image';
import { formatCompact, formatDateTime } from '../../lib/clock';
import { pick } from '../../lib/seq';
import { UPLOAD_FAILED, type Uploader } from '../../lib/uploader';
import type { LocalFiles } from '../files/local-files';
import type { ClientWsTakePhotoCallback, ClientWsTakePhotoRequest } from '@zhsq/contract/asyncapi';

export type CameraMode = 'capture' | 'cancel';
export const CAPTURE_DIR = 'C:\\Users\\Public\\Pictures\\ZhsqCapture';
const WIDTH = 320;
const HEIGHT = 240;

export interface CaptureRecord {
  at: string;
  requested: number;
  outcome: 'success' | 'cancel' | 'failed';
  files: string[];
  /** The shots were taken with the background removed. */
  removeBackground: boolean;
}

/** Where remove-background puts the person (01 §2.11): a plain white background. */
export const PLAIN_BACKGROUND = [255, 255, 255] as const;

/**
 * A person in front of a wall; the wall colour changes from shot to shot. With `plain` the helper has
 * cut the person out: everything but the head and shoulders is PLAIN_BACKGROUND.
 */
function scene(shot: number, plain = false): Painter {
  const hue = pick(360, 'shot', shot);
  const wall = [
    180 + Math.round(60 * Math.cos((hue * Math.PI) / 180)),
    190 + Math.round(50 * Math.sin((hue * Math.PI) / 180)),
    210,
  ] as const;
  return (x, y) => {
    const fx = (x - 160) / 48;
    const fy = (y - 100) / 60;
    if (fx * fx + fy * fy <= 1) return y < 62 ? [35, 28, 25] : [232, 196, 168];
    if (y > 170 && Math.abs(x - 160) < 60 + (y - 170)) return [44, 62, 96];
    if (plain) return PLAIN_BACKGROUND;
    const shade = 1 - y / (HEIGHT * 3);
    return [wall[0] * shade, wall[1] * shade, wall[2] * shade];
  };
}

export class Camera {
  mode: CameraMode = 'capture';
  captures: CaptureRecord[] = [];
  private shots = 0;

  constructor(private readonly files: LocalFiles) {}

  reset(): void {
    this.mode = 'capture';
    this.captures = [];
    this.shots = 0;
  }

  async takePhoto(
    request: ClientWsTakePhotoRequest,
    now: Date,
    upload: Uploader,
  ): Promise<ClientWsTakePhotoCallback> {
    const base = {
      cmd: 'take_photo' as const,
      ...(request.requestId ? { requestId: request.requestId } : {}),
    };
    const params = request.data;
    const count = Math.min(params.everyLimit, params.surplusAmount);
    const record: CaptureRecord = {
      at: formatDateTime(now),
      requested: count,
      outcome: 'failed',
      files: [],
      removeBackground: params.removeBackground === true,
    };
    this.captures.push(record);
    if (this.mode === 'cancel') {
      record.outcome = 'cancel';
      return { ...base, success: false, cancel: true, fileList: [], message: '用户取消拍照' };
    }
    if (count <= 0) {
      return {
        ...base,
        success: false,
        cancel: false,
        fileList: [],
        message: '照片数量已达上限，请先删除照片',
      };
    }
    const ext = params.imageFormat;
    const contentType = ext === 'png' ? 'image/png' : 'image/jpeg';
    const fileList: ClientWsTakePhotoCallback['fileList'] = [];
    for (let i = 1; i <= count; i++) {
      const paint = scene(++this.shots, record.removeBackground);
      const data =
        ext === 'png'
          ? encodePng(WIDTH, HEIGHT, paint)
          : encodeJpeg(WIDTH, HEIGHT, params.imageQuality, paint);
      const fileName = `${params.photoFilePrefix}${formatCompact(now)}_${i}.${ext}`;
      const path = `${CAPTURE_DIR}\\${fileName}`;
      this.files.save({ path, contentType, data, createdAt: formatDateTime(now) });
      record.files.push(path);
      try {
        const uploaded = await upload({
          url: params.url,
          fields: { ...params.urlParam, sessionId: params.session },
          fileField: params.reqireName,
          fileName,
          contentType,
          data,
          session: params.session,
        });
        fileList.push({
          fileName,
          filePath: path,
          url: uploaded.url,
          urlShow: uploaded.urlShow,
          size: data.length,
        });
      } catch (error) {
        const message = error instanceof DeviceError ? error.message : UPLOAD_FAILED;
        return { ...base, success: false, cancel: false, fileList: [], message };
      }
    }
    record.outcome = 'success';
    return { ...base, success: true, cancel: false, fileList, message: '拍照成功' };
  }
}
