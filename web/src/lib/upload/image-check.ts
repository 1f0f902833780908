// Image checks before an upload (01 §5, 02 §5): the type by extension (jpg, png, jpeg by default; bmp
// too on the older widget) and, when given, the size limit in KB. Returns the message to show, or
// undefined when the file may go.
import { IMAGE_TYPES, msgImageTooLarge, msgImageType } from '../constants/image-upload';

export interface ImageCheckOptions {
  /** Extensions without dot, lower case. */
  types?: readonly string[];
  /** Size limit in KB; false = no limit. */
  maxSizeKb?: number | false;
}

export function imageTypeOf(name: string): string | undefined {
  const match = /\.([A-Za-z0-9]+)$/.exec(name);
  return match ? match[1]!.toLowerCase() : undefined;
}

export function checkImageFile(
  file: { name: string; size: number; type?: string },
  { types = IMAGE_TYPES, maxSizeKb = false }: ImageCheckOptions = {},
): string | undefined {
  const ext = imageTypeOf(file.name);
  // A browser that knows the MIME type must agree that it is an image.
  const mimeOk = !file.type || file.type.startsWith('image/');
  if (ext === undefined || !types.includes(ext) || !mimeOk) return msgImageType(types);
  if (maxSizeKb !== false && file.size > maxSizeKb * 1024) return msgImageTooLarge(maxSizeKb);
  return undefined;
}
