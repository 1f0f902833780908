// Test helper for the shared widgets: render inside the providers the console uses (antd zh_CN, no
// auto space in two-character buttons, <App> for message / modal).
import { render, type RenderResult } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement } from 'react';

export function renderInApp(ui: ReactElement): RenderResult {
  return render(
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <App>{ui}</App>
    </ConfigProvider>,
  );
}
