// What choosing a menu entry does, for the top main menu and the side menu alike (01 §2.6): an in-app
// page navigates; an external link (custom '0' with windowLocation '0') opens a new tab; a local program
// (custom '2') is started through the desktop helper after the client check (Mac → switch to Windows;
// outside the desktop client → 请在QT客户端上使用此功能); a helper that does not answer on any port
// brings up the install prompt. The desktop code and the prompt load on the first such entry (docs/adr/0054).
import { App } from 'antd';
import { useState, type ReactNode } from 'react';
import { lazyOverlay } from '@/components/lazy-overlay';
import { safeOpen } from '@/lib/safe-url';
import type { MenuNode } from '@/shell/layout/menu-model';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';

const MissingHelperDialog = lazyOverlay(
  () => import('./MissingHelperDialog').then((m) => m.MissingHelperDialog),
  (props) => props.missing !== undefined,
);

export interface MenuAction {
  open: (node: MenuNode) => void;
  /** The install prompt dialog; render it once beside the menu. */
  prompt: ReactNode;
}

export function useMenuAction(): MenuAction {
  const navigate = useShellNavigate();
  const { message } = App.useApp();
  const [missing, setMissing] = useState<string>();

  const launch = async (node: MenuNode & { launch: string }) => {
    const { checkDesktopClient, currentEnvironment, DesktopError, launchSoftware } =
      await import('./desktop-launch');
    const check = checkDesktopClient(currentEnvironment());
    if (!check.ok) {
      void message.warning(check.message);
      return;
    }
    const key = `launch-${node.key}`;
    void message.loading({ key, content: `正在启动${node.label}…`, duration: 0 });
    try {
      await launchSoftware(node.launch);
      void message.success({ key, content: `已启动${node.label}` });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      if (error instanceof DesktopError && error.unreachable) {
        message.destroy(key);
        setMissing(text);
      } else void message.error({ key, content: text });
    }
  };

  const open = (node: MenuNode) => {
    if (node.launch) void launch({ ...node, launch: node.launch });
    else if (node.href) safeOpen(node.href);
    else if (node.path) navigate(node.path);
  };

  const prompt = <MissingHelperDialog missing={missing} onClose={() => setMissing(undefined)} />;
  return { open, prompt };
}
