// 桌面服务控件（QT 客户端）最新版本与下载地址。
import { defineHandler, requireSession } from '../../contract/define.js';
import { ok200 } from '../../contract/envelope.js';
import { QT_INSTALLER_KEY, latestQtVersion } from './client.js';

export const handlers = [
  defineHandler('latestQtVer', (ctx) => {
    requireSession(ctx);
    return ok200(latestQtVersion(ctx.store.uploads.get(QT_INSTALLER_KEY)?.data.length ?? 0));
  }),
];
