// The desktop helper (QT client) release the console offers for download (02-modules §3 "QT info").
import type { components } from '@zhsq/contract/api';
import { UPLOAD_ROUTE_PREFIX } from '../upload/uploads.js';

export type QtVersion = components['schemas']['QtVersion'];

export const QT_VERSION = '1.0.8';
export const QT_INSTALLER_KEY = `client/zhsq-qt-service-${QT_VERSION}.zip`;

export const QT_README = [
  '智慧社区桌面服务控件（模拟下载）',
  '',
  '这是模拟后端提供的占位安装包。开发与测试环境中，桌面服务控件由 hardware-sim 模拟，',
  '执行 npm start 即会在 127.0.0.1:8081 启动，无需安装本程序。',
  '',
].join('\r\n');

/** The local video-monitoring control's installer (02 §8 "missing video control"). */
export const VIDEO_CONTROL_VERSION = '1.0.0';
export const VIDEO_INSTALLER_KEY = `client/zhsq-video-service-${VIDEO_CONTROL_VERSION}.zip`;

export const VIDEO_README = [
  '智慧社区视频监控服务控件（模拟下载）',
  '',
  '这是模拟后端提供的占位安装包。开发与测试环境中，视频监控服务控件由 hardware-sim 模拟，',
  '执行 npm start 即会在 127.0.0.1:18089 启动，无需安装本程序。',
  '',
].join('\r\n');

export function latestQtVersion(size: number): QtVersion {
  return {
    version: QT_VERSION,
    releaseTime: '2026-02-28 18:00:00',
    releaseNote: '修复读卡器偶发断开；指静脉采集支持新型号',
    updates: { windows: { downloadUrl: UPLOAD_ROUTE_PREFIX + QT_INSTALLER_KEY, version: QT_VERSION, size } },
  };
}
