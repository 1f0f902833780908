// Where GIS地图's markers and labels go at the view on screen (02 §2 GISMap, docs/adr/0076), in pixels
// of the map box: markers that would cover each other are moved apart just enough (their hover card still
// names the true place); each marker's label takes the first side of it that covers no other marker,
// label or the box's edge, and is left out when none does (zooming in makes room, and the marker's hover
// card and the hidden list still name it); a province name (offline map) keeps its place when free,
// else moves just below or above it, else is left out. Both maps recompute it after every zoom or pan.

/** Where a label goes around its marker: the four sides first, then the four corners. */
export const LABEL_SIDES = [
  'right',
  'left',
  'bottom',
  'top',
  'bottomRight',
  'bottomLeft',
  'topRight',
  'topLeft',
] as const;
export type LabelSide = (typeof LABEL_SIDES)[number];

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface LabelFont {
  size: number;
  /** Extra width of a label's box beyond its text (padding), px. */
  padX?: number;
}

/** Space between a marker's edge and its label, px. */
const LABEL_DISTANCE = 4;
/** Least space kept between two markers, px. */
const MARKER_GAP = 2;

export const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const inside = (box: Box, bounds: Box) =>
  box.left >= bounds.left &&
  box.top >= bounds.top &&
  box.right <= bounds.right &&
  box.bottom <= bounds.bottom;

/** Width of a label in px: CJK characters (full-width brackets too) are square, others narrower. */
export function textWidth(text: string, fontSize: number): number {
  return [...text].reduce(
    (w, ch) =>
      w +
      (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? fontSize : ch === ' ' ? fontSize * 0.35 : fontSize * 0.6),
    0,
  );
}

/** Height of a line of text as the browser boxes it (CJK fonts are tall: about 1.45 em), with a pixel spare. */
export const textHeight = (fontSize: number) => Math.ceil(fontSize * 1.5) + 2;

const dotOf = (p: Point, r: number): Box => ({
  left: p.x - r,
  top: p.y - r,
  right: p.x + r,
  bottom: p.y + r,
});

/**
 * Marker centres moved apart until no two markers (circles of `size` px) come closer than a small gap:
 * each overlapping pair is pushed apart along the line between them, half each, a few rounds. Markers
 * that do not touch stay where they are.
 */
export function spreadMarkers(markers: readonly (Point & { size: number })[]): Point[] {
  const at = markers.map(({ x, y }) => ({ x, y }));
  for (let round = 0; round < 30; round++) {
    let moved = false;
    for (let i = 0; i < at.length; i++)
      for (let j = i + 1; j < at.length; j++) {
        const a = at[i]!;
        const b = at[j]!;
        const least = (markers[i]!.size + markers[j]!.size) / 2 + MARKER_GAP;
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const apart = Math.hypot(dx, dy);
        if (apart >= least - 0.01) continue;
        // Two markers on one point part along the x axis, the later one to the right.
        const [ux, uy] = apart > 0.001 ? [dx / apart, dy / apart] : [1, 0];
        const push = (least - apart) / 2;
        a.x -= ux * push;
        a.y -= uy * push;
        b.x += ux * push;
        b.y += uy * push;
        moved = true;
      }
    if (!moved) break;
  }
  return at;
}

/**
 * Which side of its marker each label goes on (markers at pixel positions, y down): greedy from the top,
 * the first of LABEL_SIDES whose box covers no other marker, no label placed before and no `obstacle`,
 * and lies within `bounds`; undefined (label left out) when none does.
 */
export function labelSidesAt(
  markers: readonly { size: number; label: string }[],
  pixels: readonly Point[],
  font: LabelFont,
  bounds?: Box,
  obstacles: readonly Box[] = [],
): (LabelSide | undefined)[] {
  const dots = pixels.map((p, i) => dotOf(p, markers[i]!.size / 2));
  const placed: Box[] = [...obstacles];
  const sides = new Array<LabelSide | undefined>(markers.length).fill(undefined);
  const order = markers.map((_, i) => i).sort((a, b) => pixels[a]!.y - pixels[b]!.y || a - b);
  for (const i of order) {
    const boxes = labelBoxes(pixels[i]!, markers[i]!.size / 2, markers[i]!.label, font);
    const side = LABEL_SIDES.find(
      (s) =>
        (!bounds || inside(boxes[s], bounds)) &&
        !placed.some((b) => overlaps(b, boxes[s])) &&
        !dots.some((d, j) => j !== i && overlaps(d, boxes[s])),
    );
    sides[i] = side;
    if (side) placed.push(boxes[side]);
  }
  return sides;
}

/** The box a marker's label takes on each side of it. */
export function labelBoxes(p: Point, r: number, label: string, font: LabelFont): Record<LabelSide, Box> {
  const w = textWidth(label, font.size) + (font.padX ?? 0) * 2;
  const h = textHeight(font.size);
  const gap = r + LABEL_DISTANCE;
  // A corner's box starts where the circle's diagonal ends, a little further out.
  const corner = gap * Math.SQRT1_2;
  const box = (left: number, top: number): Box => ({ left, top, right: left + w, bottom: top + h });
  return {
    right: box(p.x + gap, p.y - h / 2),
    left: box(p.x - gap - w, p.y - h / 2),
    bottom: box(p.x - w / 2, p.y + gap),
    top: box(p.x - w / 2, p.y - gap - h),
    bottomRight: box(p.x + corner, p.y + corner),
    bottomLeft: box(p.x - corner - w, p.y + corner),
    topRight: box(p.x + corner, p.y - corner - h),
    topLeft: box(p.x - corner - w, p.y - corner - h),
  };
}

/** How far a label's centre lies from its marker's centre, px. */
export function labelOffset(
  p: Point,
  r: number,
  label: string,
  font: LabelFont,
  side: LabelSide,
): [number, number] {
  const b = labelBoxes(p, r, label, font)[side];
  return [(b.left + b.right) / 2 - p.x, (b.top + b.bottom) / 2 - p.y];
}

/** Moves a province name may make from its place, in lines of text: nearest first, up to two lines away. */
const NAME_MOVES: readonly (readonly [number, number])[] = [[0, 0]].concat(
  [1, 1.5, 2].flatMap((k) =>
    [
      [0, 1],
      [0, -1],
      [1, 0],
      [-1, 0],
      [1, 1],
      [-1, 1],
      [1, -1],
      [-1, -1],
    ].map(([x, y]) => [x! * k, y! * k]),
  ),
) as [number, number][];

/**
 * The offset (px) of each province name from its place, or null where it is left out: the name keeps
 * its place when its box covers no marker, no marker label and no name placed before; else it takes the
 * nearest free place up to two lines away (a line is the name's height down or up, its width across);
 * else it is left out.
 */
export function provinceLabelOffsets(
  names: readonly (Point & { name: string })[],
  fontSize: number,
  taken: readonly Box[],
  bounds: Box,
): (readonly [number, number] | null)[] {
  const placed: Box[] = [...taken];
  const h = textHeight(fontSize);
  return names.map(({ x, y, name }) => {
    const w = textWidth(name, fontSize);
    const moves = NAME_MOVES.map(([x, y]) => [x * w, y * h] as const);
    const box = ([dx, dy]: readonly [number, number]): Box => ({
      left: x + dx - w / 2,
      right: x + dx + w / 2,
      top: y + dy - h / 2,
      bottom: y + dy + h / 2,
    });
    const move = moves.find((m) => inside(box(m), bounds) && !placed.some((b) => overlaps(b, box(m))));
    if (!move) return null;
    placed.push(box(move));
    return move;
  });
}

/** The boxes of the markers (at their drawn positions) and of their labels on the chosen sides. */
export function takenBoxes(
  markers: readonly { size: number; label: string }[],
  pixels: readonly Point[],
  sides: readonly (LabelSide | undefined)[],
  font: LabelFont,
): Box[] {
  return markers.flatMap((m, i) => {
    const dot = dotOf(pixels[i]!, m.size / 2);
    const side = sides[i];
    return side ? [dot, labelBoxes(pixels[i]!, m.size / 2, m.label, font)[side]] : [dot];
  });
}
