import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { UploadRequest } from '../../lib/uploader';
import { LocalFiles } from '../files/local-files';
import { Camera, PLAIN_BACKGROUND } from './camera';

/** RGB of the top-left pixel of an 8-bit RGB PNG (the simulator writes filter type 0 rows). */
function topLeft(png: Buffer): number[] {
  const parts: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') parts.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(parts));
  expect(raw[0]).toBe(0);
  return [...raw.subarray(1, 4)];
}

async function shoot(removeBackground?: boolean) {
  const uploads: UploadRequest[] = [];
  const camera = new Camera(new LocalFiles());
  const callback = await camera.takePhoto(
    {
      cmd: 'take_photo',
      data: {
        url: 'http://127.0.0.1:3000/api/uploadFile/v1',
        session: 's1',
        reqireName: 'file',
        photoFilePrefix: 'zhsq_',
        imageFormat: 'png',
        imageQuality: 80,
        everyLimit: 1,
        surplusAmount: 1,
        ...(removeBackground === undefined ? {} : { removeBackground }),
      },
    },
    new Date('2026-03-15T01:30:00Z'),
    (request) => {
      uploads.push(request);
      return Promise.resolve({
        url: 'account_info/a.png',
        urlShow: '/api/static/uploads/account_info/a.png',
      });
    },
  );
  return { callback, upload: uploads[0]!, record: camera.captures[0]! };
}

describe('camera take_photo', () => {
  it('01 §2.11: removeBackground puts the person on a plain white background', async () => {
    const plain = await shoot(true);
    expect(plain.callback.success).toBe(true);
    expect(plain.record.removeBackground).toBe(true);
    expect(topLeft(plain.upload.data)).toEqual([...PLAIN_BACKGROUND]);

    const wall = await shoot();
    expect(wall.record.removeBackground).toBe(false);
    expect(topLeft(wall.upload.data)).not.toEqual([...PLAIN_BACKGROUND]);
  });
});
