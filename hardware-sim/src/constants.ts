// Numbers and messages the spec fixes for the local desktop client and the video service
// (02 §7 "Local desktop client" / "Local video service", §8 "Local client and service", §9 ports).

/** §9: local client HTTP port; the helper websocket listens on port + 1. */
export const QT_PORT = 8081;
export const WS_PORT_OFFSET = 1;
/** §9: local video service port. */
export const VIDEO_PORT = 18089;
/** §9: the console's timeout for the local client (the helper uses it for its own uploads). */
export const QT_TIMEOUT_MS = 20_000;

/** §8: local client failure. */
export const QT_RESTART_MESSAGE = '请重启QT服务控件';
/** §8: video service failure. */
export const VIDEO_RESTART_MESSAGE = '请重启视频监控服务控件';
/** §8: photo upload failure. */
export const PHOTO_UPLOAD_FAILED = '照片无法上传';
