import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeJpeg, encodePng } from './image';

describe('image encoders', () => {
  it('PNG carries the size and the painted pixels', () => {
    const png = encodePng(3, 2, (x, y) => [x * 100, y * 200, 7]);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([3, 2]);
    const idatLength = png.readUInt32BE(33);
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    expect([...raw.subarray(0, 10)]).toEqual([0, 0, 0, 7, 100, 0, 7, 200, 0, 7]);
  });

  it('JPEG is a baseline file with the expected segments and size', () => {
    const jpeg = encodeJpeg(36, 20, 80, () => [255, 255, 255]);
    expect(jpeg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(jpeg.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    expect(sof).toBeGreaterThan(0);
    // Height and width, rounded down to whole 8x8 blocks.
    expect([jpeg.readUInt16BE(sof + 5), jpeg.readUInt16BE(sof + 7)]).toEqual([16, 32]);
    for (const marker of [0xe0, 0xdb, 0xc4, 0xda])
      expect(jpeg.indexOf(Buffer.from([0xff, marker]))).toBeGreaterThan(0);
    // Quality scales the quantisation table.
    expect(encodeJpeg(16, 16, 10, () => [0, 0, 0]).length).toBeGreaterThan(0);
  });
});
