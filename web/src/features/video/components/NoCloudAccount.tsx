// No cloud camera account (01 §2.4.7): the configuration must first be completed in 应用参数.
import { Result } from 'antd';
import { MSG_NO_CLOUD_ACCOUNT } from '@/lib/constants/desktop';

export function NoCloudAccount() {
  return (
    <Result
      status="warning"
      title={MSG_NO_CLOUD_ACCOUNT}
      subTitle="当前账号没有可用的萤石云账号，请在「系统管理 / 参数设置 / 应用参数」中配置云摄像头后再打开。"
    />
  );
}
