// antd's component rules from its static stylesheet, as the console takes them (docs/adr/0083): at run time
// antd writes only its CSS variables.
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import 'antd/dist/antd.css';

const THEME = { zeroRuntime: true } as const;

export function Styles({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={THEME}>{children}</ConfigProvider>;
}
