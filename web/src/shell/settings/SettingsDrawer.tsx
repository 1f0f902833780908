// Settings drawer (01 §2.6): theme colour (preset colours or a custom one; 更换主题中 shows while the
// console re-renders in the new colour), the history-tabs switch and the sidebar-logo switch. The blue or
// dark theme itself is decided by the role ids and only shown here.
import { CheckOutlined } from '@ant-design/icons';
import { App, Button, ColorPicker, Divider, Drawer, Flex, Switch, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { MSG_THEME_CHANGING, SETTINGS_DRAWER_TEXT as TEXT, THEME_COLOR_PRESETS } from '@/lib/constants/theme';
import { updateLayoutPreferences, useLayoutPreferences } from '../preferences/layout-preferences';
import { useShellTheme } from './use-shell-theme';

const THEME_MESSAGE_KEY = 'theme-changing';
/** How long 更换主题中 stays (seconds): re-theming is quick, a shorter message would only flicker. */
const THEME_MESSAGE_SECONDS = 1;

function Row(props: { label: string; htmlFor?: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" style={{ minHeight: 32 }}>
      <label htmlFor={props.htmlFor}>{props.label}</label>
      {props.children}
    </Flex>
  );
}

export function SettingsDrawer(props: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const preferences = useLayoutPreferences();
  const palette = useShellTheme();
  const current = (preferences.themeColor ?? palette.primary).toLowerCase();

  const pick = (color: string | undefined) => {
    if ((color ?? palette.primary).toLowerCase() === current) return;
    void message.loading({
      key: THEME_MESSAGE_KEY,
      content: MSG_THEME_CHANGING,
      duration: THEME_MESSAGE_SECONDS,
    });
    // Let the message paint before the whole console re-renders in the new colour.
    setTimeout(() => updateLayoutPreferences({ themeColor: color }), 0);
  };

  return (
    <Drawer title={TEXT.title} open={props.open} onClose={props.onClose} size={320}>
      <Row label={TEXT.theme}>
        <Tooltip title={TEXT.themeByRole}>
          <Tag color={palette.name === 'themedark' ? 'default' : 'blue'}>{TEXT.themeNames[palette.name]}</Tag>
        </Tooltip>
      </Row>
      <Divider />
      <Typography.Text id="theme-colour-label">{TEXT.color}</Typography.Text>
      <Flex wrap gap={8} role="radiogroup" aria-labelledby="theme-colour-label" style={{ margin: '12px 0' }}>
        {THEME_COLOR_PRESETS.map(({ color, name }) => {
          const checked = color.toLowerCase() === current;
          return (
            <Tooltip key={color} title={name}>
              <button
                type="button"
                role="radio"
                aria-checked={checked}
                aria-label={name}
                onClick={() => pick(color)}
                style={{
                  width: 28,
                  height: 28,
                  borderRadius: 4,
                  border: 'none',
                  background: color,
                  color: '#fff',
                  cursor: 'pointer',
                }}
              >
                {checked && <CheckOutlined aria-hidden />}
              </button>
            </Tooltip>
          );
        })}
      </Flex>
      <Row label={TEXT.customColor}>
        <Flex gap={8} align="center">
          <ColorPicker
            value={current}
            disabledAlpha
            onChangeComplete={(value) => pick(value.toHexString())}
            aria-label={TEXT.customColor}
          />
          <Button size="small" onClick={() => pick(undefined)} disabled={!preferences.themeColor}>
            {TEXT.resetColor}
          </Button>
        </Flex>
      </Row>
      <Divider />
      <Row label={TEXT.tabs} htmlFor="settings-show-tabs">
        <Switch
          id="settings-show-tabs"
          checked={preferences.showTabs}
          onChange={(showTabs) => updateLayoutPreferences({ showTabs })}
        />
      </Row>
      <Row label={TEXT.sidebarLogo} htmlFor="settings-sidebar-logo">
        <Switch
          id="settings-sidebar-logo"
          checked={preferences.sidebarLogo}
          onChange={(sidebarLogo) => updateLayoutPreferences({ sidebarLogo })}
        />
      </Row>
    </Drawer>
  );
}
