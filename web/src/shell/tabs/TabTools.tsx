// Buttons at the right end of the tab bar (01 §2.9): full screen for the page on routes whose meta
// says fullscreen (DashboardPolice, PreventionAndControl, EpidemicSituation, EpidemicPreventionDemo),
// and the layout editor on routes with an editor key (DashboardPolice, DashboardProperty,
// ComplexConsole, EpidemicSituation) when the user holds that key and its editor page is mounted.
import { EditOutlined, FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import { useSyncExternalStore, type RefObject } from 'react';
import { useShellNavigate } from '../navigation/use-shell-navigate';
import { MSG_FULLSCREEN_UNSUPPORTED } from '@/lib/constants/top-bar';
import { useCurrentRoute } from '../navigation/use-current-route';
import { useRouteTable } from '../route-table';
import type { ShellRoute } from '../route-types';
import { useLoadedSession } from '../session/use-session';

export interface TabTools {
  fullscreen: boolean;
  /** Path of the editor page, when the button shows. */
  editorPath?: string;
}

/** The editor route is named by the editor key (PoliceEditor → /complex/DashboardEdit). */
export function tabToolsOf(
  route: ShellRoute | undefined,
  accessAuthList: readonly string[],
  mounted: ReadonlyMap<string, ShellRoute>,
): TabTools {
  const key = route?.editor;
  const editor = key && key !== route.name && accessAuthList.includes(key) ? mounted.get(key) : undefined;
  return { fullscreen: route?.fullscreen === true, editorPath: editor?.path };
}

export function useTabTools(): TabTools {
  const route = useCurrentRoute();
  const { accessAuthList } = useLoadedSession();
  const { byName } = useRouteTable();
  return tabToolsOf(route, accessAuthList, byName);
}

function subscribeFullscreen(listener: () => void): () => void {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
}

export function TabToolButtons({
  tools,
  target,
}: {
  tools: TabTools;
  target: RefObject<HTMLElement | null>;
}) {
  const { message } = App.useApp();
  const navigate = useShellNavigate();
  const fullscreen = useSyncExternalStore(
    subscribeFullscreen,
    () => document.fullscreenElement != null && document.fullscreenElement === target.current,
  );

  const toggleFullscreen = () => {
    const element = target.current;
    if (!document.fullscreenEnabled || !element) {
      void message.warning(MSG_FULLSCREEN_UNSUPPORTED);
      return;
    }
    const change = fullscreen ? document.exitFullscreen() : element.requestFullscreen();
    change.catch(() => void message.warning(MSG_FULLSCREEN_UNSUPPORTED));
  };

  return (
    <Space size={4} style={{ paddingInline: 8 }}>
      {tools.fullscreen && (
        <Button
          size="small"
          type="text"
          icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          onClick={toggleFullscreen}
        >
          {fullscreen ? '退出全屏' : '全屏'}
        </Button>
      )}
      {tools.editorPath && (
        <Button
          size="small"
          type="text"
          icon={<EditOutlined />}
          onClick={() => void navigate(tools.editorPath!)}
        >
          编辑
        </Button>
      )}
    </Space>
  );
}
