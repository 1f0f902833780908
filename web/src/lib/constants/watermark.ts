// The watermark (01 §2.4 point 8, §9).

/** 01 §2.4 point 8, §9: watermark drawn 500 ms after a change, on a 240 × 80 tile. */
export const WATERMARK_DELAY_MS = 500;
export const WATERMARK_TILE_WIDTH = 240;
export const WATERMARK_TILE_HEIGHT = 80;
export const WATERMARK_ROTATE_DEG = -20;
export const WATERMARK_FONT_SIZE = '14px';
export const WATERMARK_OPACITY = 0.15;
/** 01 §9: the real name is cut at 30 characters, then an ellipsis. */
export const WATERMARK_NAME_MAX = 30;
export const WATERMARK_ELLIPSIS = '…';
