// The helper's download button follows the server's address only when it is http(s) or a path of
// this origin; anything else falls back to the fixed installer.
import { describe, expect, it } from 'vitest';
import { QT_INSTALLER_FALLBACK_URL } from '@/lib/constants/desktop';
import { qtDownloadUrl, type QtVersion } from './get-latest-qt-version';

const withUrl = (downloadUrl: string) =>
  ({ updates: { windows: { version: '1.0.9', downloadUrl } } }) as unknown as QtVersion;

describe('qtDownloadUrl', () => {
  it.each(['https://dl.example.cn/qt-1.0.9.zip', '/api/static/uploads/client/qt-1.0.9.zip'])(
    'follows %s',
    (url) => {
      expect(qtDownloadUrl(withUrl(url))).toBe(url);
    },
  );

  it.each([
    'javascript:alert(1)',
    'data:application/zip;base64,AA==',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '',
  ])('never links %j', (url) => {
    expect(qtDownloadUrl(withUrl(url))).toBe(QT_INSTALLER_FALLBACK_URL);
  });
});
