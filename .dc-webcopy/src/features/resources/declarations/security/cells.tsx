// Cells the security lists share: a snapshot thumbnail that opens the full picture, and ID / card
// numbers masked as 01 §9 says (characters 0–10 and 14–19 shown).
import { Image } from 'antd';
import { maskCardNumber } from '../../../../lib/format/mask';
import type { ColumnSpec } from '../../engine/types';

/** Height of a thumbnail in a table row. */
const THUMB_HEIGHT = 40;

export function PhotoCell({ url, alt }: { url: unknown; alt: string }) {
  if (typeof url !== 'string' || !url) return null;
  return <Image src={url} alt={alt} height={THUMB_HEIGHT} style={{ objectFit: 'cover', borderRadius: 4 }} />;
}

/** A thumbnail column of an image field. */
export function photoColumn(key: string, title: string): ColumnSpec {
  return { key, title, width: 90, render: (value) => <PhotoCell url={value} alt={title} /> };
}

/** A masked ID-card or card-number column. */
export function maskedColumn(key: string, title?: string): ColumnSpec {
  return { key, title, render: (value) => maskCardNumber(typeof value === 'string' ? value : '') };
}
