// 计算机视觉 (computer, /application/computer, 01 §2.1 应用中心).
import { EyeOutlined } from '@ant-design/icons';
import { ApplicationCatalogue } from './components/ApplicationCatalogue';

const SCENES = ['出入口', '楼栋外立面', '电梯轿厢', '公共区域', '地下车库'] as const;

export default function ComputerVisionPage() {
  return (
    <ApplicationCatalogue
      category="computer"
      title="计算机视觉"
      intro="基于小区已接入的摄像机与门口机，用视觉算法识别人、车与安全隐患，识别结果进入告警与预警中心统一处置。"
      scenes={SCENES}
      icon={<EyeOutlined />}
    />
  );
}
