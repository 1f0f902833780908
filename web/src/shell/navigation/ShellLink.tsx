// A link of the console's frame (logo, breadcrumb, banner): an anchor with the router's address that
// navigates through useShellNavigate. Not react-router's Link: that reads the location and route
// contexts, which are new on every navigation, so every link of the frame ran again inside each tab
// switch (docs/adr/0070). A click with a modifier key, or another button, is the browser's (new tab).
import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { useShellNavigate } from './use-shell-navigate';

type ShellLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

export function ShellLink({ to, onClick, ...rest }: ShellLinkProps) {
  const navigate = useShellNavigate();
  // the router's own address for the path ('#/…' in the hash router); its navigator never changes
  const href = useContext(UNSAFE_NavigationContext).navigator.createHref(to);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified) return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...rest} href={href} onClick={follow} />;
}
