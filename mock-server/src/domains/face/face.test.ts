import { describe, expect, it } from 'vitest';
import { fakerFor } from '../../store/random.js';
import { FACE_DAILY_LIMIT, createFace } from './face.js';
import { movableClock } from '../../test-support/testing.js';
import { createUploads } from '../upload/uploads.js';
import { FV_TEMPLATE, PNG_1PX } from '../../test-support/upload-samples.js';

const faker = (scope: string) => fakerFor(1, scope);
const user = { userId: '2', agentId: '2' };
const url = 'https://zhsq-estate.oss-cn-guangzhou.aliyuncs.com/face/a.jpg';

function setUp() {
  const clock = movableClock(new Date('2026-11-21T23:00:00+08:00'));
  const uploads = createUploads({ faker, now: clock.now });
  return { clock, uploads, face: createFace(clock, uploads) };
}

describe('face check (01-shell §5, §8)', () => {
  it('reports the charge setting of the agent', () => {
    const { face } = setUp();
    expect(face.payInfo(user)).toEqual({
      isFacePay: 1,
      facePrice: 0.5,
      dailyLimit: FACE_DAILY_LIMIT,
      usedToday: 0,
    });
    expect(face.payInfo({ userId: '1', agentId: '1' })).toMatchObject({ isFacePay: 0, facePrice: 0 });
  });

  it('allows 20 checks a day, then answers 3145 until the next Beijing day', () => {
    const { clock, face } = setUp();
    for (let i = 1; i <= FACE_DAILY_LIMIT; i++)
      expect(face.check(user, url)).toMatchObject({ ok: true, value: { usedToday: i } });
    expect(face.check(user, url)).toMatchObject({ ok: false, code: '3145' });
    expect(face.payInfo(user).usedToday).toBe(FACE_DAILY_LIMIT);
    expect(face.check({ userId: '1' }, url).ok).toBe(true);
    clock.advance(60 * 60_000);
    expect(face.check(user, url).ok).toBe(true);
  });

  it('needs an uploaded picture to exist and to be an image', () => {
    const { uploads, face } = setUp();
    expect(face.check(user, '/api/static/uploads/face/missing.jpg')).toMatchObject({
      ok: false,
      code: '3144',
    });
    const text = uploads.save({
      type: 'face',
      agentId: '2',
      filename: 'a.dat',
      kind: 'fingerVein',
      data: FV_TEMPLATE,
      maxBytes: 1000,
    });
    const image = uploads.save({
      type: 'face',
      agentId: '2',
      filename: 'a.png',
      kind: 'image',
      data: PNG_1PX,
      maxBytes: 1000,
    });
    if (!text.ok || !image.ok) throw new Error('upload failed');
    expect(face.check(user, text.value.urlShow)).toMatchObject({ ok: false, code: '3146' });
    expect(face.check(user, image.value.url)).toMatchObject({
      ok: true,
      value: { imageUrl: image.value.url, usedToday: 2 },
    });
  });
});
