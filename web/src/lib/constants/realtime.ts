// Real-time channels: socket paths, heartbeat and reconnect timing, notice frames
// (01 §4, §9; asyncapi/{alerts,notice,inout}.yaml).

/** Channel paths on the console's origin; the session token is the last segment (asyncapi/). */
export const ALERT_CHANNEL_PATH = '/ws/alert/';
export const NOTICE_CHANNEL_PATH = '/ws/notice/';
/** 01 §4: path inout-websocket/{token}. */
export const INOUT_CHANNEL_PATH = '/inout-websocket/';
/** 01 §9: alert websocket heartbeat 5000 ms (sent after that long without a frame from the server). */
export const ALERT_HEARTBEAT_MS = 5000;
/** 01 §9: server timeout 6000 ms (no reply to the heartbeat → disconnect). */
export const ALERT_SERVER_TIMEOUT_MS = 6000;
/** 01 §9: reconnect 4000 ms after a connection is lost. */
export const ALERT_RECONNECT_MS = 4000;
/** 01 §9: hidden-tab limit 5 s (a tab hidden longer reconnects when it is shown again). */
export const HIDDEN_TAB_LIMIT_MS = 5000;
/** 01 §9: notice channels keep-alive 30000 ms. */
export const NOTICE_KEEPALIVE_MS = 30000;
/** Server close codes after which reconnecting cannot help (docs/adr/0033). */
export const WS_CLOSE_NO_RECONNECT: readonly number[] = [4000, 4001, 4003, 4009];
/** Reconnect waits are spread ± this fraction around their mean (not in the spec: docs/adr/0005). */
export const RECONNECT_JITTER = 0.25;
/** 01 §4: notice channel frames. */
export const NOTICE_AGENT_PREFIX = 'agent:';
export const NOTICE_PING = 'ping';
/** In/out records kept in memory for the in/out records page (newest first). */
export const INOUT_RECORDS_KEPT = 200;
