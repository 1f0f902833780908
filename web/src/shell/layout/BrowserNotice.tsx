// 01 §2.5: the browser notice above the layout when the browser is not Chrome; closing it hides it
// for the rest of the browser session.
import { Alert } from 'antd';
import { useState } from 'react';
import { getItem, setItem } from '@/lib/storage';
import { isChromeBrowser } from './browser-check';

const DISMISSED_KEY = 'browser_notice_closed';
export const BROWSER_NOTICE_TEXT =
  '检测到您当前使用的不是谷歌浏览器（Chrome），部分功能可能无法正常使用，建议使用 Chrome 浏览器访问本平台。';

export function BrowserNotice() {
  const [closed, setClosed] = useState(() => getItem<boolean>(DISMISSED_KEY) === true);
  if (closed || isChromeBrowser(navigator.userAgent)) return null;
  return (
    <Alert
      banner
      type="warning"
      title={BROWSER_NOTICE_TEXT}
      closable={{
        'aria-label': '关闭浏览器提示',
        onClose: () => {
          setItem(DISMISSED_KEY, true, { session: true });
          setClosed(true);
        },
      }}
    />
  );
}
