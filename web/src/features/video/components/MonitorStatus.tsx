// The state of the session's monitor window after it was opened and given its channels.
import { Descriptions, Tag } from 'antd';
import dayjs from 'dayjs';
import type { SoftwareInfo } from '@/lib/desktop/instance';
import type { MonitorOpened } from '../monitor-window';

export function MonitorStatus({ opened, about }: { opened: MonitorOpened; about: SoftwareInfo }) {
  const { window, sync } = opened;
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} bordered>
      <Descriptions.Item label="监控窗口">
        <Tag color="success">{window.reused ? '已在运行' : '已打开'}</Tag>
        {window.windowId}
      </Descriptions.Item>
      <Descriptions.Item label="视频账号">{opened.username}</Descriptions.Item>
      <Descriptions.Item label="桌面服务控件">
        v{about.version}（端口 {about.port}）
      </Descriptions.Item>
      <Descriptions.Item label="同步方式">{opened.incremental ? '增量同步' : '全量同步'}</Descriptions.Item>
      <Descriptions.Item label="小区 / 通道">
        {sync.depCount} 个小区，{sync.channelCount} 个通道
      </Descriptions.Item>
      <Descriptions.Item label="同步时间">
        {dayjs(sync.timestamp).format('YYYY-MM-DD HH:mm:ss')}
      </Descriptions.Item>
    </Descriptions>
  );
}
