// 车辆监控 (02 §2 监控中心 VehicleMonitor, MonitorTree, watermark): the cameras ticked in the vehicle
// camera tree (02 §4: the tree keeps the ticked ids in shared state; dep:1499's cameras are ticked at
// first) each show their newest captures, refreshed every few seconds. Many cameras page by eight.
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Col, Empty, Image, Pagination, Row, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useRouteTable } from '@/shell/route-table';
import { usePageActive } from '@/shell/keep-alive/page-active';
import { useCheckedCameras } from '@/shell/tree/tree-selection';
import {
  latestCarSnapshotsQuery,
  type CameraSnapshots,
  type CarSnapshot,
} from './api/get-latest-car-snapshots';
import { PlateTag } from './components/PlateTag';

const ROUTE = 'VehicleMonitor';
/** Camera cards per page (two rows of four on a wide screen). */
export const CAMERAS_PER_PAGE = 8;
/** Captures per camera: the newest large, the others as a strip. */
const SNAPSHOTS_PER_CAMERA = 5;
/** How often the wall asks for new captures. */
export const VEHICLE_MONITOR_REFRESH_MS = 15_000;

const CATEGORY_LABELS: Record<number, string> = {
  1: '业主车辆',
  2: '月租车辆',
  3: '临时车辆',
  4: '访客车辆',
};

function DirectionTag({ direction }: { direction: number }) {
  return <Tag color={direction === 1 ? 'success' : 'processing'}>{direction === 1 ? '驶入' : '驶出'}</Tag>;
}

/** An earlier capture in one line: plate, direction and the time without the year. */
function EarlierLine({ snapshot }: { snapshot: CarSnapshot }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 6, padding: '2px 0', whiteSpace: 'nowrap' }}>
      <PlateTag carNumber={snapshot.carNumber} plateColor={snapshot.plateColor} />
      <DirectionTag direction={snapshot.direction} />
      <Typography.Text type="secondary" style={{ marginLeft: 'auto' }}>
        {snapshot.snapTime.slice(5, 16)}
      </Typography.Text>
    </div>
  );
}

function CameraCard({ camera }: { camera: CameraSnapshots }) {
  const [latest, ...earlier] = camera.snapshots;
  return (
    <Card
      size="small"
      title={camera.cameraName}
      extra={<Typography.Text type="secondary">{camera.depName}</Typography.Text>}
      styles={{ body: { minHeight: 300 } }}
    >
      {latest ? (
        <Space orientation="vertical" size={8} style={{ width: '100%' }}>
          <Image
            src={latest.photoUrl}
            alt={`${latest.carNumber}抓拍`}
            width="100%"
            style={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
          />
          <Space size={6} wrap>
            <PlateTag carNumber={latest.carNumber} plateColor={latest.plateColor} />
            <DirectionTag direction={latest.direction} />
            <Typography.Text>
              {CATEGORY_LABELS[latest.carCategory]}
              {latest.ownerName ? ` · ${latest.ownerName}` : ''}
            </Typography.Text>
          </Space>
          <Typography.Text type="secondary">抓拍时间：{latest.snapTime}</Typography.Text>
          {earlier.length > 0 && (
            <div style={{ borderTop: '1px solid rgba(5,5,5,0.06)', paddingTop: 8 }}>
              {earlier.map((s) => (
                <EarlierLine key={s.id} snapshot={s} />
              ))}
            </div>
          )}
        </Space>
      ) : (
        <Empty description="该相机暂无抓拍" />
      )}
    </Card>
  );
}

export default function VehicleMonitorPage() {
  const tree = useRouteTable().byName.get(ROUTE)?.tree;
  const cameraIds = useCheckedCameras(tree);
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(cameraIds.length / CAMERAS_PER_PAGE));
  const current = Math.min(page, pages);
  const shown = cameraIds.slice((current - 1) * CAMERAS_PER_PAGE, current * CAMERAS_PER_PAGE);
  const active = usePageActive();
  const wall = useQuery({
    ...latestCarSnapshotsQuery(shown, SNAPSHOTS_PER_CAMERA),
    // no polling while the page is a hidden kept-alive page
    refetchInterval: active ? VEHICLE_MONITOR_REFRESH_MS : false,
  });

  return (
    <Card
      size="small"
      title={
        <Badge
          status={shown.length ? 'processing' : 'default'}
          text={`车辆监控（已勾选 ${cameraIds.length} 台相机）`}
        />
      }
      extra={
        <Button
          icon={<ReloadOutlined />}
          aria-label="刷新"
          disabled={!shown.length}
          onClick={() => void wall.refetch()}
        />
      }
    >
      {cameraIds.length === 0 ? (
        <Empty description="请在左侧车辆相机树中勾选要查看的相机" />
      ) : (
        <Spin spinning={wall.isFetching && !wall.data}>
          <Row gutter={[12, 12]}>
            {(wall.data ?? []).map((camera) => (
              <Col key={camera.cameraId} xs={24} md={12} xl={8} xxl={6}>
                <CameraCard camera={camera} />
              </Col>
            ))}
          </Row>
          {pages > 1 && (
            <Pagination
              style={{ marginTop: 12, justifyContent: 'flex-end' }}
              current={current}
              pageSize={CAMERAS_PER_PAGE}
              total={cameraIds.length}
              showSizeChanger={false}
              showTotal={(total) => `共 ${total} 台相机`}
              onChange={setPage}
            />
          )}
        </Spin>
      )}
    </Card>
  );
}
