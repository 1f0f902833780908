// Placeholder pictures for the photo fields of generated alerts and in/out records, drawn as SVG
// so the repository carries no binary images. Served by the push control plugin.

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

const LABELS: Record<SnapshotKind, { text: string; color: string; width: number; height: number }> = {
  face: { text: '人脸抓拍', color: '#1677ff', width: 240, height: 300 },
  scene: { text: '现场抓拍', color: '#13a8a8', width: 480, height: 270 },
  car: { text: '车辆抓拍', color: '#722ed1', width: 480, height: 270 },
  inout: { text: '出入抓拍', color: '#fa8c16', width: 240, height: 300 },
};

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function snapshotSvg(kind: SnapshotKind, name: string): string {
  const { text, color, width, height } = LABELS[kind];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${color}" opacity="0.85"/>` +
    `<text x="50%" y="46%" font-size="22" text-anchor="middle" fill="#fff" font-family="sans-serif">${text}</text>` +
    `<text x="50%" y="60%" font-size="13" text-anchor="middle" fill="#fff" font-family="monospace">${escapeXml(name)}</text>` +
    `</svg>`
  );
}
