// An icon button of the top bar: white on the bar's colour, labelled for screen readers and with a
// tooltip naming it (props: label, icon, onClick, children for an inline text label, badge-free).
import { Button, Tooltip } from 'antd';
import { forwardRef, type ReactNode } from 'react';

export const BAR_TEXT_COLOR = '#fff';

export interface BarButtonProps {
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  /** Visible text beside the icon (the accessible name stays `label`). */
  children?: ReactNode;
  /** No tooltip (when a popover or dropdown opens from the button instead). */
  noTooltip?: boolean;
}

export const BarButton = forwardRef<HTMLButtonElement, BarButtonProps>(function BarButton(
  { label, icon, onClick, children, noTooltip, ...rest },
  ref,
) {
  const button = (
    <Button
      ref={ref}
      type="text"
      aria-label={label}
      icon={icon}
      onClick={onClick}
      style={{ color: BAR_TEXT_COLOR, fontSize: 16, paddingInline: children ? 8 : undefined }}
      {...rest}
    >
      {children}
    </Button>
  );
  return noTooltip ? button : <Tooltip title={label}>{button}</Tooltip>;
});
