// Desktop client, helper and video service (01 §2.4.6–7, §2.8, §2.11, §5, §8, §9; 02 §3, §4, §7–9).
// Owned by the desktop bridges (lib/desktop, features/hardware, features/video); see docs/adr/0039.

/**
 * How the console knows it runs inside the desktop client (not in the spec): the client's embedded
 * browser appends `ZhsqQtClient/<version>` to its user agent.
 */
export const DESKTOP_CLIENT_UA_MARKER = 'ZhsqQtClient';
/** 02 §7: the desktop helper listens on loopback. */
export const QT_HOST = '127.0.0.1';
/** 01 §2.8, 02 §9: local client port 8081 (also the default of the stored qt_port). */
export const QT_DEFAULT_PORT = 8081;
/** 02 §4, §9: on each failed try add 2 to the port, up to 6 tries. */
export const QT_PORT_STEP = 2;
export const QT_PORT_TRIES = 6;
/** 01 §2.8: the local settings dialog stores the service-control port under this key. */
export const QT_PORT_STORAGE_KEY = 'qt_port';
/** 02 §7, §9: local client timeout 20 s. */
export const QT_TIMEOUT = 20000;
/** 02 §7, §9: the helper's websocket is on port + 1 at /{product}. */
export const QT_WS_PORT_OFFSET = 1;
/** The console's product key in the websocket path (asyncapi/client-ws.yaml). */
export const QT_WS_PRODUCT = 'zhsq';
/** 02 §4: the websocket reconnects on close; the delay is not in the spec. */
export const QT_WS_RECONNECT_DELAY = 3000;
/** 02 §7, §9: local video service on loopback port 18089, timeout 10 s. */
export const VIDEO_SERVICE_PORT = 18089;
export const VIDEO_TIMEOUT = 10000;
/** 01 §9: camera capture quality 80. */
export const CAMERA_IMAGE_QUALITY = 80;
/** 01 §7: photos from the desktop camera go to uploadFile/v1 with type=account_info. */
export const CAMERA_UPLOAD_PATH = '/uploadFile/v1';
export const CAMERA_UPLOAD_TYPE = 'account_info';
export const CAMERA_FILE_FIELD = 'file';
export const CAMERA_FILE_PREFIX = 'zhsq_';
/** The ID card's photo, uploaded by the helper (idr210_reader/upload_photo) like a camera shot. */
export const ID_PHOTO_UPLOAD_TYPE = 'account_info';
/** 02 §2, §7 finger vein: templates go to /uploadFVFile/v1 (same origin); presses per collection. */
export const FV_UPLOAD_PATH = '/uploadFVFile/v1';
export const FV_SAMPLES = 3;
/** Finger vein: the collection was stopped with 终止 (wording not in the spec). */
export const MSG_FV_TERMINATED = '已终止采集';
export const MSG_FV_COLLECTED = '指静脉采集成功';
/** Finger numbers of the helper (asyncapi client-ws): 1–5 right thumb → little, 6–10 left. */
export const FV_FINGERS = [
  '右手拇指',
  '右手食指',
  '右手中指',
  '右手无名指',
  '右手小指',
  '左手拇指',
  '左手食指',
  '左手中指',
  '左手无名指',
  '左手小指',
] as const;
/** Access-card 写卡: the read-back check passed. */
export const MSG_CARD_WRITTEN = '写卡成功';
/** 02 §8: local client failure → status false with this message. */
export const MSG_QT_RESTART = '请重启QT服务控件';
/** 02 §8: video service failure. */
export const MSG_VIDEO_RESTART = '请重启视频监控服务控件';
/** 02 §8: no websocket support. */
export const MSG_NO_WEBSOCKET = '您的浏览器不支持 WebSocket!';
/** 02 §8: outside the desktop client (camera: its own text, 01 §2.11). */
export const MSG_OUTSIDE_CLIENT = '请在QT客户端上使用此功能';
export const MSG_CAMERA_OUTSIDE_CLIENT = '请在QT客户端进行拍照';
/** 01 §8, 02 §8: on a Mac the user is told to switch to Windows. */
export const MSG_SWITCH_TO_WINDOWS = '请切换到 Windows 系统使用';
/** 02 §8: photo upload failure; playback failure notification. */
export const MSG_PHOTO_UPLOAD_FAILED = '照片无法上传';
export const MSG_PLAYBACK_FAILED = '播放失败';
/** 02 §8: "a zoomed browser tip advises 100% display" (wording not in the spec). */
export const MSG_ZOOM_TIP =
  '检测到浏览器缩放或系统显示比例不是 100%，监控画面可能错位，请将浏览器缩放和系统显示比例调整为 100%';
/** 01 §2.4.7: no cloud camera account (wording follows the spec's sentence). */
export const MSG_NO_CLOUD_ACCOUNT = '请先在应用参数中完成云摄像头配置';
/** 01 §2.4.7: the first account is labelled as the platform default when its status is 1. */
export const CLOUD_ACCOUNT_DEFAULT_LABEL = '平台默认账号';
export const CLOUD_ACCOUNT_DEFAULT_STATUS = 1;
/** 02 §8 install prompts: the helper's fixed fallback installer and the video control's installer. */
export const QT_INSTALLER_FALLBACK_URL = '/api/static/uploads/client/zhsq-qt-service-1.0.8.zip';
export const VIDEO_INSTALLER_URL = '/api/static/uploads/client/zhsq-video-service-1.0.0.zip';
/** 01 §5, §8; 02 §8: face check codes and texts. */
export const FACE_CHECK_SUCCESS_CODE = '0';
export const FACE_CHECK_LIMIT_CODE = '3145';
export const MSG_FACE_CHECK_SUCCESS = '采集成功';
export const FACE_CHECK_LIMIT_TITLE = '人脸校验达到上限';
export const FACE_CHECK_LIMIT_TEXT =
  '该账号今日人脸照片校验次数已达上限，如需增加请联系客服，住户也可通过APP自行录入';
