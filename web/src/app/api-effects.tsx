// Wires the request layer's effects (01 §8) to the router, antd's message and the session store.
import { App } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { configureApi } from '../lib/api/instance';
import { MSG_SESSION_EXPIRED } from '../lib/constants/request';
import { LOGIN_PATH } from '../lib/constants/routes';
import { FLASH_MESSAGE_STORAGE_KEY, type FlashMessage } from '../lib/constants/storage';
import { getToken, setItem } from '../lib/storage';
import { reportPageFault } from '../shell/layout/page-fault';
import { endSession } from '../shell/session/session-store';

/** The path of the page showing now (hash router): the tab an error page belongs to. */
function shownPath(): string {
  return window.location.hash.replace(/^#/, '').split('?', 1)[0] || '/';
}

interface Navigator {
  navigate(path: string, options?: { replace?: boolean }): Promise<void> | void;
}

export function ApiEffects({ router, children }: { router: Navigator; children: ReactNode }) {
  const { message } = App.useApp();
  // Configured during render, before any child can issue a call from its own effects.
  useMemo(
    () =>
      configureApi({
        getToken,
        // 01 §8 error pages: inside the layout they show in the current tab (docs/adr/0063).
        navigate: (path) => {
          if (!reportPageFault(path, shownPath())) void router.navigate(path);
        },
        notify: ({ type, text, onClose }) => void message.open({ type, content: text, onClose }),
        logout: () => {
          endSession();
          void router.navigate(LOGIN_PATH, { replace: true });
        },
        // Only '100013' reloads (01 §8); its message would vanish with the page, so login repeats it.
        // Tagged with this document: the login page this document may still render before it unloads
        // must leave the message to the reloaded one.
        reload: () => {
          const flash: FlashMessage = { text: MSG_SESSION_EXPIRED, from: performance.timeOrigin };
          setItem(FLASH_MESSAGE_STORAGE_KEY, flash, { session: true });
          window.location.reload();
        },
      }),
    [message, router],
  );
  return children;
}
