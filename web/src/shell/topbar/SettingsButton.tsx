// The gear that opens the settings drawer (01 §2.6).
import { SkinOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { SETTINGS_DRAWER_TEXT } from '@/lib/constants/theme';
import { LazySettingsDrawer } from '../settings/lazy-settings-drawer';
import { BarButton } from './BarButton';

export function SettingsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <BarButton label={SETTINGS_DRAWER_TEXT.title} icon={<SkinOutlined />} onClick={() => setOpen(true)} />
      <LazySettingsDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
