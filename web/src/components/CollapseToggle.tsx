// Collapse toggle 展开/收起 (01 §2.11), e.g. for the extra filters of a list page.
// Props: collapsed (true shows 展开); onToggle(nextCollapsed); controls (id of the region it shows and
// hides, for aria-controls); disabled.
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { COLLAPSE_LABELS } from '../lib/constants/tables';

export interface CollapseToggleProps {
  collapsed: boolean;
  onToggle: (collapsed: boolean) => void;
  controls?: string;
  disabled?: boolean;
}

export function CollapseToggle({ collapsed, onToggle, controls, disabled }: CollapseToggleProps) {
  return (
    <Button
      type="link"
      aria-expanded={!collapsed}
      aria-controls={controls}
      disabled={disabled}
      onClick={() => onToggle(!collapsed)}
      icon={collapsed ? <DownOutlined aria-hidden /> : <UpOutlined aria-hidden />}
      iconPlacement="end"
    >
      {collapsed ? COLLAPSE_LABELS.expand : COLLAPSE_LABELS.collapse}
    </Button>
  );
}
