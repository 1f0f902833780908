// Tiny image encoders for the simulated camera and ID reader: PNG (truecolour, zlib) and a baseline JPEG
// that keeps only the DC coefficient of each 8x8 block (a mosaic, but a valid JPEG any browser decodes).
import { deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];
export type Painter = (x: number, y: number) => Rgb;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(buf: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buf) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function encodePng(width: number, height: number, paint: Painter): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let o = 0;
  for (let y = 0; y < height; y++) {
    raw[o++] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      raw[o++] = clampByte(r);
      raw[o++] = clampByte(g);
      raw[o++] = clampByte(b);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const clampByte = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

// ---------------------------------------------------------------- JPEG (DC only)

const ZIGZAG = [
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7,
  14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46,
  53, 60, 61, 54, 47, 55, 62, 63,
];
const LUMA_QUANT = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22,
  29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103,
  121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];
// Standard DC table (ITU T.81 K.3): code-length counts and the categories 0..11.
const DC_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
// AC table holding only end-of-block (one 1-bit code): every block has a DC coefficient and nothing else.
const AC_BITS = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const AC_VALUES = [0x00];

function huffmanCodes(bits: number[], values: number[]): Map<number, { code: number; length: number }> {
  const out = new Map<number, { code: number; length: number }>();
  let code = 0;
  let k = 0;
  for (let length = 1; length <= 16; length++) {
    for (let i = 0; i < (bits[length - 1] ?? 0); i++) {
      out.set(values[k++] ?? 0, { code: code++, length });
    }
    code <<= 1;
  }
  return out;
}
const DC_CODES = huffmanCodes(DC_BITS, DC_VALUES);
const EOB = huffmanCodes(AC_BITS, AC_VALUES).get(0) ?? { code: 0, length: 1 };

class BitWriter {
  private readonly bytes: number[] = [];
  private acc = 0;
  private count = 0;

  write(code: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) {
      this.acc = (this.acc << 1) | ((code >> i) & 1);
      if (++this.count === 8) this.flushByte();
    }
  }

  private flushByte(): void {
    this.bytes.push(this.acc);
    if (this.acc === 0xff) this.bytes.push(0x00); // byte stuffing
    this.acc = 0;
    this.count = 0;
  }

  finish(): Buffer {
    while (this.count !== 0) this.write(1, 1); // pad with 1 bits
    return Buffer.from(this.bytes);
  }
}

function segment(marker: number, payload: number[]): Buffer {
  const length = payload.length + 2;
  return Buffer.from([0xff, marker, length >> 8, length & 0xff, ...payload]);
}

/** Baseline JPEG (YCbCr 4:4:4). Width and height are rounded down to multiples of 8. */
export function encodeJpeg(width: number, height: number, quality: number, paint: Painter): Buffer {
  const w = Math.max(8, width - (width % 8));
  const h = Math.max(8, height - (height % 8));
  const q = Math.max(1, Math.min(100, Math.round(quality)));
  const scale = q < 50 ? 5000 / q : 200 - 2 * q;
  const quant = LUMA_QUANT.map((v) => Math.max(1, Math.min(255, Math.floor((v * scale + 50) / 100))));
  const dcQuant = quant[0] ?? 16;

  const bits = new BitWriter();
  const previous = [0, 0, 0];
  for (let by = 0; by < h; by += 8) {
    for (let bx = 0; bx < w; bx += 8) {
      const sums = [0, 0, 0];
      for (let y = 0; y < 8; y++) {
        for (let x = 0; x < 8; x++) {
          const [r, g, b] = paint(bx + x, by + y);
          sums[0]! += 0.299 * r + 0.587 * g + 0.114 * b;
          sums[1]! += -0.168736 * r - 0.331264 * g + 0.5 * b + 128;
          sums[2]! += 0.5 * r - 0.418688 * g - 0.081312 * b + 128;
        }
      }
      for (let c = 0; c < 3; c++) {
        const mean = (sums[c] ?? 0) / 64;
        const dc = Math.round(((mean - 128) * 8) / dcQuant);
        const diff = dc - (previous[c] ?? 0);
        previous[c] = dc;
        const magnitude = Math.abs(diff);
        const category = magnitude === 0 ? 0 : Math.floor(Math.log2(magnitude)) + 1;
        const entry = DC_CODES.get(category);
        if (!entry) throw new RangeError(`DC difference out of range: ${diff}`);
        bits.write(entry.code, entry.length);
        if (category > 0) bits.write(diff > 0 ? diff : diff + (1 << category) - 1, category);
        bits.write(EOB.code, EOB.length);
      }
    }
  }

  const jfif = [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const dqt = [0x00, ...ZIGZAG.map((i) => quant[i] ?? 1)];
  const sof = [8, h >> 8, h & 0xff, w >> 8, w & 0xff, 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0];
  const dht = [0x00, ...DC_BITS, ...DC_VALUES, 0x10, ...AC_BITS, ...AC_VALUES];
  const sos = [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0];
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, jfif),
    segment(0xdb, dqt),
    segment(0xc0, sof),
    segment(0xc4, dht),
    segment(0xda, sos),
    bits.finish(),
    Buffer.from([0xff, 0xd9]),
  ]);
}
