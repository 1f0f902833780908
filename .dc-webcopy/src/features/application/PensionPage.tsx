// 养老应用 (pension, /application/pension, 01 §2.1 应用中心).
import { HeartOutlined } from '@ant-design/icons';
import { ApplicationCatalogue } from './components/ApplicationCatalogue';

const SCENES = ['独居老人', '居家养老', '社区网格', '家属联动'] as const;

export default function PensionPage() {
  return (
    <ApplicationCatalogue
      category="pension"
      title="养老应用"
      intro="面向社区居家养老：结合门禁通行、智能设备与健康数据，及时发现老人的异常情况并通知网格员与家属。"
      scenes={SCENES}
      icon={<HeartOutlined />}
    />
  );
}
