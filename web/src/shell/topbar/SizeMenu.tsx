// UI size choice (01 §2.6): 默认 / 中等 / 小型 / 迷你, stored in the layout preferences (antd sizes:
// settings/theme.ts) and confirmed with 更改成功. The current size is the selected item.
import { ColumnHeightOutlined } from '@ant-design/icons';
import { App, Dropdown, type MenuProps } from 'antd';
import { dropdownMenu } from '@/components/dropdown-menu';
import { MSG_UI_SIZE_CHANGED, UI_SIZE_OPTIONS } from '@/lib/constants/theme';
import {
  updateLayoutPreferences,
  useLayoutPreferences,
  type UiSize,
} from '../preferences/layout-preferences';
import { BarButton } from './BarButton';

const isUiSize = (value: string): value is UiSize => UI_SIZE_OPTIONS.some((option) => option.value === value);

export function SizeMenu() {
  const { message } = App.useApp();
  const { uiSize } = useLayoutPreferences();

  const items: MenuProps['items'] = UI_SIZE_OPTIONS.map(({ value, label }) => ({ key: value, label }));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (!isUiSize(key) || key === uiSize) return;
    updateLayoutPreferences({ uiSize: key });
    void message.success(MSG_UI_SIZE_CHANGED);
  };

  return (
    <Dropdown
      menu={dropdownMenu({ items, onClick, selectable: true, selectedKeys: [uiSize] })}
      trigger={['click']}
      placement="bottom"
    >
      <BarButton label="布局大小" icon={<ColumnHeightOutlined />} noTooltip />
    </Dropdown>
  );
}
