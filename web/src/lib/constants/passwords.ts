// Password lengths and messages (01 §2.7, §5, §9; 02 §5).

export const MSG_OLD_PASSWORD_REQUIRED = '请输入原密码';
export const MSG_NEW_PASSWORD_REQUIRED = '请输入新密码';
export const MSG_REPEAT_PASSWORD_REQUIRED = '请再次输入密码';
export const MSG_PASSWORDS_DIFFER = '两次输入的新密码不一致!';
/** 02 §5 password B. */
export const MSG_PASSWORD_RULE = '密码规则错误，请重新输入';
