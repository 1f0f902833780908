// 抓拍详情 of a stranger capture (spcDetail): face pictures, the panorama and what is known about it.
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Image, Space, Spin } from 'antd';
import { snapshotDetailQuery } from '../api/get-snapshot-detail';
import { genderText } from './cells';

const SNAP_TYPES: Record<number, string> = { 1: '已登记人员', 2: '陌生人' };

export function SnapshotDetailDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const detail = useQuery(snapshotDetailQuery(id));
  const d = detail.data;
  return (
    <Drawer open={id !== undefined} title="抓拍详情" size={560} onClose={onClose} destroyOnHidden>
      <Spin spinning={detail.isFetching}>
        {d && (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Image src={d.panoramaUrl} alt="全景照片" width="100%" />
            <Space wrap>
              {d.pics.map((url) => (
                <Image key={url} src={url} alt="人脸照片" height={96} />
              ))}
            </Space>
            <Descriptions
              column={1}
              bordered
              size="small"
              items={[
                { key: 'depName', label: '小区', children: d.depName },
                { key: 'deviceName', label: '抓拍设备', children: d.deviceName ?? '-' },
                { key: 'capTime', label: '抓拍时间', children: d.capTime },
                { key: 'snapType', label: '人员类型', children: SNAP_TYPES[d.snapType] },
                { key: 'gender', label: '性别', children: genderText(d.gender) },
                { key: 'ageRange', label: '年龄段', children: d.ageRange ?? '-' },
                { key: 'snapCount', label: '当天抓拍次数', children: d.snapCount ?? '-' },
              ]}
            />
          </Space>
        )}
      </Spin>
    </Drawer>
  );
}
