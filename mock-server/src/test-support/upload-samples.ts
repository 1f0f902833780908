// Files for upload tests: the smallest real files of each accepted format, and hostile ones that name
// or label themselves as something they are not.

/** A 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG (SOI + APP0 JFIF). */
export const JPEG_HEAD = Buffer.from('/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQ==', 'base64');
/** A finger-vein template as the desktop helper writes it: "FV01", version, finger, samples, features. */
export const FV_TEMPLATE = Buffer.concat([
  Buffer.from([0x46, 0x56, 0x30, 0x31, 1, 2, 3, 0]),
  Buffer.alloc(504, 7),
]);
/** An OLE2 compound file header (Excel 97-2003 .xls). */
export const OLE2_HEAD = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);

const PAGE = '<!doctype html><script>fetch("/x?t="+localStorage.getItem("token"))</script>';

/** Files that must never be stored by any upload operation, each with the name and type it claims. */
export const HOSTILE_UPLOADS: { label: string; filename: string; mimetype: string; data: Buffer }[] = [
  { label: 'HTML page', filename: 'page.html', mimetype: 'text/html', data: Buffer.from(PAGE) },
  {
    label: 'SVG with script',
    filename: 'logo.svg',
    mimetype: 'image/svg+xml',
    data: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>',
    ),
  },
  { label: 'script', filename: 'app.js', mimetype: 'application/javascript', data: Buffer.from('alert(1)') },
  { label: 'HTML named .png', filename: 'photo.png', mimetype: 'image/png', data: Buffer.from(PAGE) },
  {
    label: 'GIF/JavaScript polyglot named .jpg',
    filename: 'photo.jpg',
    mimetype: 'image/jpeg',
    data: Buffer.from('GIF89a=1;alert(document.cookie);//'),
  },
  {
    label: 'HTML named .xlsx',
    filename: '住户.xlsx',
    mimetype: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    data: Buffer.from(PAGE),
  },
];
