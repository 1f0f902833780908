// Files the mock serves from the uploads domain from the start: the pictures of the image-style
// system notices, the installers of the desktop helper and the video-monitoring control, and the floor
// plans of the seeded plane maps (系统管理 / 平面地图).
import { QT_INSTALLER_KEY, QT_README, VIDEO_INSTALLER_KEY, VIDEO_README } from '../client/client.js';
import { NOTICE_IMAGES } from '../notice/notices.js';
import { floorPlanFiles } from '../system/floor-plans.js';
import { zipStored } from '../../lib/zip.js';

export interface MockFile {
  key: string;
  mimetype: string;
  data: Buffer;
}

function posterSvg(title: string, color: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">' +
    `<rect width="640" height="400" rx="16" fill="${color}"/>` +
    `<text x="320" y="190" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif">${title}</text>` +
    '<text x="320" y="250" font-size="20" text-anchor="middle" fill="#fff" font-family="sans-serif">智慧社区综合服务平台</text>' +
    '</svg>'
  );
}

export function mockFiles(): MockFile[] {
  return [
    ...floorPlanFiles(),
    ...Object.values(NOTICE_IMAGES).map((n) => ({
      key: n.key,
      mimetype: 'image/svg+xml',
      data: Buffer.from(posterSvg(n.title, n.color), 'utf8'),
    })),
    {
      key: QT_INSTALLER_KEY,
      mimetype: 'application/zip',
      data: zipStored([{ name: 'README.txt', data: Buffer.from(QT_README, 'utf8') }]),
    },
    {
      key: VIDEO_INSTALLER_KEY,
      mimetype: 'application/zip',
      data: zipStored([{ name: 'README.txt', data: Buffer.from(VIDEO_README, 'utf8') }]),
    },
  ];
}
