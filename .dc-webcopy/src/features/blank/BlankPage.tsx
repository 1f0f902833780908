// /blank/index (01 §2.1): the spec's page for functions that are not developed yet (roles [1]).
import { Result } from 'antd';

export default function BlankPage() {
  return <Result status="info" title="暂未开发" subTitle="该功能暂未开发，敬请期待。" />;
}
