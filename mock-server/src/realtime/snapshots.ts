// Pictures for the photo fields of captures, alerts and in/out records, drawn as SVG from the file's
// name (the same name always gives the same picture) so the repository carries no binary images: a
// stylised face, a doorway scene, or a vehicle with its plate. Static shapes and escaped text only, no
// script or external reference. Served by the push control plugin.

export const SNAPSHOT_KINDS = ['face', 'scene', 'car', 'inout'] as const;
export type SnapshotKind = (typeof SNAPSHOT_KINDS)[number];

/** Builds the URL of a picture; `name` is unique per record (and per picture of a record). */
export type ImageUrlBuilder = (kind: SnapshotKind, name: string) => string;

export const SNAPSHOT_ROUTE = '/__mock/snapshots/:kind/:file';

/** Same-origin URLs the push plugin serves. */
export const defaultImageUrl: ImageUrlBuilder = (kind, name) => `/__mock/snapshots/${kind}/${name}.svg`;

export function isSnapshotKind(value: string): value is SnapshotKind {
  return (SNAPSHOT_KINDS as readonly string[]).includes(value);
}

const SIZES: Record<SnapshotKind, { width: number; height: number }> = {
  face: { width: 240, height: 300 },
  scene: { width: 480, height: 270 },
  car: { width: 480, height: 270 },
  inout: { width: 240, height: 300 },
};

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plates drawn on vehicle pictures: a province character, then letters, digits and a middle dot. */
export const PLATE_PATTERN = /^[\u4e00-\u9fa5][A-Z0-9·]{5,8}$/;

/** Deterministic choices from a name (xorshift seeded by FNV-1a). */
function chooser(name: string): (n: number) => number {
  let state = 0x811c9dc5;
  for (const ch of name) state = Math.imul(state ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return (n) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state % n;
  };
}

const SKINS = ['#f1c8a5', '#e8b48f', '#d9a07a', '#c68863', '#f5d3b8'];
const HAIRS = ['#1f1a17', '#2e2620', '#4a3626', '#5b5b5b', '#3b2a1e'];
const CLOTHES = ['#34495e', '#2f6f9f', '#8e3b46', '#3d7a5a', '#6b4f8a', '#9a6b2f', '#505a66'];
const BACKDROPS = ['#9fb1bd', '#b3b9a9', '#a7a0b4', '#bcae9c', '#9db6b0'];

/** A passport-style face: head, hair, eyes, brows, nose and mouth varied by the name. */
function faceSvg(name: string, width: number, height: number): string {
  const pick = chooser(name);
  const skin = SKINS[pick(SKINS.length)]!;
  const hair = HAIRS[pick(HAIRS.length)]!;
  const cx = width / 2;
  const headW = 62 + pick(14);
  const headH = 80 + pick(12);
  const cy = 140;
  const eyeY = cy - 6 + pick(6);
  const eyeGap = 22 + pick(8);
  const eyeR = 4 + pick(3);
  const mouthW = 16 + pick(12);
  const smile = pick(3) * 5;
  const longHair = pick(2) === 1;
  const glasses = pick(4) === 0;
  const hairTop = cy - headH - 6;
  const parts = [
    `<rect width="${width}" height="${height}" fill="${BACKDROPS[pick(BACKDROPS.length)]}"/>`,
    `<path d="M${cx - 110} ${height} Q${cx - 100} ${cy + headH + 10} ${cx} ${cy + headH + 4} Q${cx + 100} ${cy + headH + 10} ${cx + 110} ${height} Z" fill="${CLOTHES[pick(CLOTHES.length)]}"/>`,
    `<rect x="${cx - 18}" y="${cy + headH - 20}" width="36" height="34" fill="${skin}"/>`,
    longHair
      ? `<path d="M${cx - headW - 10} ${cy + headH} Q${cx - headW - 16} ${hairTop} ${cx} ${hairTop} Q${cx + headW + 16} ${hairTop} ${cx + headW + 10} ${cy + headH} Z" fill="${hair}"/>`
      : '',
    `<ellipse cx="${cx}" cy="${cy}" rx="${headW}" ry="${headH}" fill="${skin}"/>`,
    `<path d="M${cx - headW - 2} ${cy - 10} Q${cx - headW} ${hairTop} ${cx} ${hairTop + 2} Q${cx + headW} ${hairTop} ${cx + headW + 2} ${cy - 10} Q${cx + 10} ${cy - headH + 10 + pick(20)} ${cx - headW - 2} ${cy - 10} Z" fill="${hair}"/>`,
    `<path d="M${cx - eyeGap - 12} ${eyeY - 14} l24 ${-pick(4)}" stroke="${hair}" stroke-width="4" stroke-linecap="round"/>`,
    `<path d="M${cx + eyeGap - 12} ${eyeY - 14 - pick(4)} l24 ${pick(4)}" stroke="${hair}" stroke-width="4" stroke-linecap="round"/>`,
    `<ellipse cx="${cx - eyeGap}" cy="${eyeY}" rx="${eyeR + 4}" ry="${eyeR}" fill="#fff"/>`,
    `<ellipse cx="${cx + eyeGap}" cy="${eyeY}" rx="${eyeR + 4}" ry="${eyeR}" fill="#fff"/>`,
    `<circle cx="${cx - eyeGap}" cy="${eyeY}" r="${eyeR - 1}" fill="#2b2b2b"/>`,
    `<circle cx="${cx + eyeGap}" cy="${eyeY}" r="${eyeR - 1}" fill="#2b2b2b"/>`,
    glasses
      ? `<g fill="none" stroke="#333" stroke-width="3"><circle cx="${cx - eyeGap}" cy="${eyeY}" r="15"/><circle cx="${cx + eyeGap}" cy="${eyeY}" r="15"/><path d="M${cx - eyeGap + 15} ${eyeY} h${2 * eyeGap - 30}"/></g>`
      : '',
    `<path d="M${cx} ${eyeY + 6} l-7 ${24 + pick(8)} h12" fill="none" stroke="#a8745a" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="M${cx - mouthW} ${cy + 46} Q${cx} ${cy + 46 + smile} ${cx + mouthW} ${cy + 46}" fill="none" stroke="#9c4a4a" stroke-width="4" stroke-linecap="round"/>`,
  ];
  return parts.join('');
}

const CAR_COLOURS = ['#f4f4f4', '#1d1d1f', '#b9bec4', '#7a7f86', '#a3262a', '#1f4e8c', '#ece2cf'];

/** A vehicle at a barrier camera, its colour from the name and its plate drawn on the bumper. */
function carSvg(name: string, width: number, height: number, plate: string | undefined): string {
  const pick = chooser(name);
  const body = CAR_COLOURS[pick(CAR_COLOURS.length)]!;
  const green = plate !== undefined && plate.replace('·', '').length === 8;
  const top = 70 + pick(20);
  return [
    `<rect width="${width}" height="${height}" fill="#5d646b"/>`,
    `<rect y="${height - 70}" width="${width}" height="70" fill="#474c52"/>`,
    `<path d="M0 ${height - 40} H${width}" stroke="#e8e8e8" stroke-width="4" stroke-dasharray="30 20"/>`,
    `<path d="M110 ${height - 50} L120 ${top + 50} Q130 ${top} 170 ${top - 4} H310 Q350 ${top} 360 ${top + 50} L370 ${height - 50} Z" fill="${body}" stroke="#222" stroke-width="2"/>`,
    `<path d="M140 ${top + 52} L150 ${top + 10} H330 L340 ${top + 52} Z" fill="#2b3a48" opacity="0.9"/>`,
    `<rect x="118" y="${top + 70}" width="46" height="16" rx="4" fill="#f7e9a0"/>`,
    `<rect x="316" y="${top + 70}" width="46" height="16" rx="4" fill="#f7e9a0"/>`,
    `<rect x="170" y="${top + 68}" width="140" height="26" rx="3" fill="#30363b"/>`,
    `<rect x="118" y="${height - 60}" width="40" height="28" rx="4" fill="#1a1a1a"/>`,
    `<rect x="322" y="${height - 60}" width="40" height="28" rx="4" fill="#1a1a1a"/>`,
    plate
      ? `<rect x="180" y="${top + 100}" width="120" height="34" rx="4" fill="${green ? '#3bb26b' : '#1f4fb2'}" stroke="#fff" stroke-width="2"/>` +
        `<text x="240" y="${top + 124}" font-size="19" font-weight="700" text-anchor="middle" fill="${green ? '#111' : '#fff'}" font-family="sans-serif">${escapeXml(plate)}</text>`
      : '',
  ].join('');
}

/** A doorway scene with a passer-by, varied by the name. */
function sceneSvg(name: string, width: number, height: number): string {
  const pick = chooser(name);
  const x = 120 + pick(240);
  return [
    `<rect width="${width}" height="${height}" fill="#c9c2b4"/>`,
    `<rect y="${height - 60}" width="${width}" height="60" fill="#8c8576"/>`,
    `<rect x="${40 + pick(60)}" y="40" width="120" height="${height - 100}" fill="#6b5a48" stroke="#4b3e31" stroke-width="4"/>`,
    `<rect x="${300 + pick(60)}" y="50" width="110" height="80" fill="#9fc3d6" stroke="#eee" stroke-width="4"/>`,
    `<circle cx="${x}" cy="${110 + pick(10)}" r="18" fill="#3a3a3a"/>`,
    `<path d="M${x - 26} ${height - 60} L${x - 20} 140 Q${x} 126 ${x + 20} 140 L${x + 26} ${height - 60} Z" fill="${CLOTHES[pick(CLOTHES.length)]}"/>`,
  ].join('');
}

/** The picture of a snapshot: a face, a scene or a vehicle (with `plate` drawn on it), timestamped. */
export function snapshotSvg(kind: SnapshotKind, name: string, plate?: string): string {
  const { width, height } = SIZES[kind];
  const drawn =
    kind === 'car'
      ? carSvg(name, width, height, plate && PLATE_PATTERN.test(plate) ? plate : undefined)
      : kind === 'scene'
        ? sceneSvg(name, width, height)
        : faceSvg(name, width, height);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    drawn +
    `<text x="8" y="18" font-size="12" fill="#fff" font-family="monospace" opacity="0.85">${escapeXml(name)}</text>` +
    `</svg>`
  );
}
