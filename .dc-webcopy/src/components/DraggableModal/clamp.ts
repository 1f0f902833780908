// Keeps a dragged dialog inside the viewport (01 §5, 02 §5 "Dialogs cannot be dragged outside the
// viewport"): the translation is limited so the dialog's box stays on screen; a dialog larger than the
// viewport keeps its top-left corner visible.

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Offset {
  x: number;
  y: number;
}

function clampAxis(start: number, size: number, offset: number, viewport: number): number {
  const min = -start;
  const max = Math.max(min, viewport - size - start);
  return Math.min(Math.max(offset, min), max);
}

/** `base` is the dialog's box without translation; the result is the allowed translation. */
export function clampOffset(base: Box, offset: Offset, viewport: { width: number; height: number }): Offset {
  return {
    x: clampAxis(base.left, base.width, offset.x, viewport.width),
    y: clampAxis(base.top, base.height, offset.y, viewport.height),
  };
}
