// Cells the security lists share: a snapshot thumbnail that opens the full picture, and ID / card
// numbers masked as 01 §9 says (characters 0–10 and 14–19 shown).
import { Image, Tag } from 'antd';
import { maskCardNumber } from '@/lib/format/mask';
import { metaOf, type ColumnSpec, type ResourceName } from '@/list-page/types';

/** Height of a thumbnail in a table row. */
const THUMB_HEIGHT = 40;

export function PhotoCell({ url, alt }: { url: unknown; alt: string }) {
  if (typeof url !== 'string' || !url) return null;
  return <Image src={url} alt={alt} height={THUMB_HEIGHT} style={{ objectFit: 'cover', borderRadius: 4 }} />;
}

/** A thumbnail column of an image field. */
export function photoColumn(key: string, title: string): ColumnSpec {
  // A blank value renders '' so that the table shows '-' (01 §5).
  return { key, title, width: 90, render: (value) => (value ? <PhotoCell url={value} alt={title} /> : '') };
}

/** A masked ID-card or card-number column. */
export function maskedColumn(key: string, title?: string): ColumnSpec {
  return { key, title, render: (value) => maskCardNumber(typeof value === 'string' ? value : '') };
}

/** Colours of three-step levels (一般 / 重要 / 紧急, 普通 / 紧急 / 特急 …): rising urgency, not the default order. */
const LEVEL_COLOURS = ['default', 'warning', 'error'];

/** An enum column of a level field, coloured by urgency. */
export function levelColumn(resource: ResourceName, key: string): ColumnSpec {
  const options = metaOf(resource).fields.find((f) => f.key === key)?.options ?? [];
  return {
    key,
    render: (value) => {
      const index = options.findIndex((o) => o.value === value);
      return index < 0 ? '' : <Tag color={LEVEL_COLOURS[index]}>{options[index]!.label}</Tag>;
    },
  };
}
