// 获取验证码 with the 60 s countdown of 02 §9, shared by every SMS dialog. While the request is out the
// button reads 发送中… and is disabled; it deliberately does not use antd's `loading`, whose spinner
// was seen stuck on after a fast reply with the countdown already running (e2e, 1 run in 2).
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { SMS_COUNTDOWN_SECONDS } from '@/lib/constants/import-export';

export interface SmsSendButtonProps {
  /** Sends a code; resolves true when it went out (the countdown starts), false otherwise. */
  send: () => Promise<boolean>;
  /** The countdown stops when this turns false (the dialog closed). */
  active: boolean;
}

export function SmsSendButton({ send, active }: SmsSendButtonProps) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = () => {
    clearInterval(timer.current);
    timer.current = undefined;
    setLeft(0);
  };
  useEffect(() => {
    if (!active) stop();
  }, [active]);
  useEffect(() => () => clearInterval(timer.current), []);

  const onClick = async () => {
    setSending(true);
    let sent = false;
    try {
      sent = await send();
    } catch {
      // the request layer or the validator already spoke
    } finally {
      setSending(false);
    }
    if (!sent) return;
    setLeft(SMS_COUNTDOWN_SECONDS);
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      setLeft((s) => {
        if (s > 1) return s - 1;
        clearInterval(timer.current);
        timer.current = undefined;
        return 0;
      });
    }, 1000);
  };

  return (
    <Button disabled={left > 0 || sending} onClick={() => void onClick()} style={{ minWidth: 120 }}>
      {sending ? '发送中…' : left > 0 ? `${left}秒后重新获取` : '获取验证码'}
    </Button>
  );
}
