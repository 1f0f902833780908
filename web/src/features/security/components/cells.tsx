// Cells of the security pages: snapshot thumbnails that open the full picture, handled state tags.
import { Image, Tag } from 'antd';
import { GENDER_LABELS, GENDER_UNKNOWN } from '@/lib/constants/alerts';

const THUMB_HEIGHT = 40;

export function Photo({ url, alt }: { url: string | undefined | null; alt: string }) {
  if (!url) return null;
  return <Image src={url} alt={alt} height={THUMB_HEIGHT} style={{ objectFit: 'cover', borderRadius: 4 }} />;
}

export function HandledTag({ handled }: { handled: boolean }) {
  return <Tag color={handled ? 'success' : 'error'}>{handled ? '已处理' : '未处理'}</Tag>;
}

/** 01 §3: stranger gender 1 male, 2 female, otherwise unknown. */
export const genderText = (gender: number) => GENDER_LABELS[gender] ?? GENDER_UNKNOWN;
