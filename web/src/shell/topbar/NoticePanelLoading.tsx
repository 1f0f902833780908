// The notice panel's loading state: the spec's simulated load (01 §2.6), also shown while the panel's
// code arrives.
import { Spin } from 'antd';

export function NoticePanelLoading() {
  return (
    <div style={{ padding: '32px 0', textAlign: 'center' }}>
      <Spin description="加载中…" />
    </div>
  );
}
