// Fullscreen toggle (01 §2.6): enters or leaves fullscreen for the whole console; a browser without
// the Fullscreen API gets the spec's warning 'you browser can not work'. The icon follows the real
// state (Esc also leaves fullscreen).
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useSyncExternalStore } from 'react';
import { MSG_FULLSCREEN_UNSUPPORTED } from '@/lib/constants/top-bar';
import { BarButton } from './BarButton';

function subscribe(listener: () => void): () => void {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
}

const isFullscreen = () => document.fullscreenElement != null;

export function FullscreenToggle() {
  const { message } = App.useApp();
  const active = useSyncExternalStore(subscribe, isFullscreen, () => false);

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      void message.warning(MSG_FULLSCREEN_UNSUPPORTED);
      return;
    }
    const change = active ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    change.catch(() => void message.warning(MSG_FULLSCREEN_UNSUPPORTED));
  };

  return (
    <BarButton
      label={active ? '退出全屏' : '全屏'}
      icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      onClick={toggle}
    />
  );
}
