// Online support chat and the privacy agreement dialog (01 §7, §9). Owned by shell/support and
// shell/privacy.

/** 01 §9: support chat window 500 × 550; its tooltip hides after 5 s. */
export const SUPPORT_CHAT_WIDTH = 500;
export const SUPPORT_CHAT_HEIGHT = 550;
export const SUPPORT_TOOLTIP_MS = 5000;
/** Chat message length (contract csChatSend). */
export const SUPPORT_MESSAGE_MAX = 500;
export const SUPPORT_TEXT = {
  chat: '在线客服',
  tooltip: '有问题？点击联系在线客服',
  hotline: '客服热线',
  placeholder: '请输入您的问题，Enter 发送，Shift+Enter 换行',
  send: '发送',
  close: '关闭在线客服',
} as const;
/** Privacy agreement dialog (01 §7 updateUserPrivacyAgreementVersion; wording not in the spec). */
export const PRIVACY_TEXT = {
  title: '隐私协议更新',
  accept: '同意并继续',
  decline: '不同意',
  declineConfirm: '不同意隐私协议将无法继续使用本平台，确定退出登录吗？',
} as const;
