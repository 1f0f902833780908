// Test helper for the shared widgets: render inside the providers the console uses (antd zh_CN, no
// auto space in two-character buttons, <App> for message / modal); a rerender keeps them.
import { render, type RenderResult } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement, ReactNode } from 'react';

// one object: a new one on each render would render every antd component below again
const BUTTON = { autoInsertSpace: false };

function InApp({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} button={BUTTON}>
      <App>{children}</App>
    </ConfigProvider>
  );
}

export function renderInApp(ui: ReactElement): RenderResult {
  return render(ui, { wrapper: InApp });
}
