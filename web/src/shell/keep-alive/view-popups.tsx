// Pop-ups of a kept-alive page (dialogs, drawers, dropdowns) hide with it (01 §2.5). antd renders them
// in portals outside the page's wrapper, so the wrapper's display:none does not reach them; and a
// hidden page keeps its effects (KeepAliveOutlet), so its portals stay in the document — e.g. a list's
// force-rendered add dialog holds the same form field ids as the editor page opened from it. Each page
// gets its own container for its pop-ups, hidden while the page is.
import { ConfigProvider } from 'antd';
import { memo, useCallback, useLayoutEffect, useState, type ReactNode } from 'react';

export function ViewPopups({ active, children }: { active: boolean; children: ReactNode }) {
  const [container] = useState(() => {
    const element = document.createElement('div');
    element.dataset.keepAlivePopups = '';
    return element;
  });
  useLayoutEffect(() => {
    document.body.appendChild(container);
    return () => container.remove();
  }, [container]);
  useLayoutEffect(() => {
    container.style.display = active ? '' : 'none';
  }, [active, container]);
  return <PopupContainer container={container}>{children}</PopupContainer>;
}

/**
 * A kept page's text fields take no browser autocomplete. Chromium saves the state of every form field
 * that may autocomplete with each history entry, on every pushState: with a dozen kept pages that was a
 * good part of a tab switch at 4x CPU (docs/adr/0070). The pages' search and edit fields take the
 * operator's own records, not the browser's history of typed values.
 */
const NO_AUTOCOMPLETE = { autoComplete: 'off' } as const;

/**
 * The page's ConfigProvider, apart from the active flag: antd's ConfigProvider gives its consumers a new
 * context value when it re-renders, which would re-render every antd component of the page on each
 * tab switch (the shown page's whole table).
 */
const PopupContainer = memo(function PopupContainer(props: { container: HTMLElement; children: ReactNode }) {
  const { container } = props;
  const getPopupContainer = useCallback(() => container, [container]);
  return (
    <ConfigProvider getPopupContainer={getPopupContainer} input={NO_AUTOCOMPLETE} textArea={NO_AUTOCOMPLETE}>
      {props.children}
    </ConfigProvider>
  );
});
