// Numbers and names of the real-time channels, in one place (asyncapi/*.yaml, docs/adr/0033).

/** Alert channel (asyncapi/alerts.yaml): one socket per logged-in console page. */
export const ALERT_WS_PATH = '/ws/alert/:sessionId';
/** Notice channel (asyncapi/notice.yaml): import/export progress and system notices per agent. */
export const NOTICE_WS_PATH = '/ws/notice/:sessionId';
/** In/out record channel (asyncapi/inout.yaml, 01-shell §4 "path inout-websocket/{token}"). */
export const INOUT_WS_PATH = '/inout-websocket/:token';

/** Close code for an unknown or expired session token (all three channels). */
export const WS_CLOSE_UNAUTHORIZED = 4001;
/** Close code when the notice channel registers an agentId other than the session's own. */
export const WS_CLOSE_AGENT_MISMATCH = 4003;
/** Close code used when the mock ends a session's sockets (logout, reset). */
export const WS_CLOSE_SESSION_ENDED = 4000;

/** Largest client frame in bytes on every channel; a bigger one closes the socket with 1009. */
export const WS_MAX_PAYLOAD = 4 * 1024;
/** Open sockets one session may hold per channel; the next one closes the oldest. */
export const WS_MAX_SOCKETS_PER_SESSION = 5;
/** Close code of the oldest socket when a session opens one more than WS_MAX_SOCKETS_PER_SESSION. */
export const WS_CLOSE_TOO_MANY_SOCKETS = 4009;

/** Close reasons are limited to 123 bytes; these stay short. */
export const WS_REASON_UNAUTHORIZED = '登录凭证无效';
export const WS_REASON_AGENT_MISMATCH = 'agentId 与登录账号不一致';
export const WS_REASON_SESSION_ENDED = '会话已结束';
export const WS_REASON_TOO_MANY_SOCKETS = '同一会话的连接数超过上限';

/** Notice channel text frames (01-shell §4). */
export const NOTICE_PING = 'ping';
export const NOTICE_PONG = 'pong';
export const NOTICE_AGENT_PREFIX = 'agent:';

/** The six alert kinds, named as the local reminder setting names them (01-shell §4). */
export const ALERT_TYPES = ['heat', 'id', 'native', 'stanger', 'car', 'smoke'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** Server clocks are reported in Beijing time, YYYY-MM-DD HH:mm:ss. */
export const BEIJING_OFFSET_MINUTES = 8 * 60;
