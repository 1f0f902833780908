// 房屋详情 (02 §2 RoomDetail/:id/dep/:depId, hidden, key PropertyRoom): the community's building tree
// panel on the left (PropertyRoom* actions, 02 §6) and the chosen room on the right — its record, its
// residents, bills and visitors.
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Empty, Result, Row, Space, Spin, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { generatePath, useParams } from 'react-router-dom';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { TABLE_EMPTY_CELL } from '@/lib/constants/tables';
import { useRouteTable } from '@/shell/route-table';
import { labelOf, titleOf } from '@/list-page/labels';
import { BuildingTreePanel } from './BuildingTreePanel';
import {
  communityDetailQuery,
  roomBillsQuery,
  roomDetailQuery,
  roomResidentsQuery,
  roomVisitorsQuery,
} from './room-queries';

const ROOM_FIELDS = [
  'roomNumber',
  'nickName',
  'depName',
  'buildingName',
  'unitName',
  'floor',
  'area',
  'usage',
  'status',
  'ownerName',
  'residentCount',
  'remark',
] as const;
const ENUMS = new Set(['usage', 'status']);

type Cell = string | number | null | undefined;
const shown = (value: Cell) =>
  value === null || value === undefined || value === '' ? TABLE_EMPTY_CELL : value;

function RoomRecords({ roomId }: { roomId: number }) {
  const residents = useQuery(roomResidentsQuery(roomId));
  const bills = useQuery(roomBillsQuery(roomId));
  const visitors = useQuery(roomVisitorsQuery(roomId));
  const residentColumns: ColumnsType<NonNullable<typeof residents.data>[number]> = [
    { key: 'userName', dataIndex: 'userName', title: titleOf('Resident', 'userName') },
    {
      key: 'userType',
      title: titleOf('Resident', 'userType'),
      render: (_, r) => <Tag>{labelOf('Resident', 'userType', r.userType)}</Tag>,
    },
    { key: 'phone', dataIndex: 'phone', title: titleOf('Resident', 'phone') },
    { key: 'authEndTime', dataIndex: 'authEndTime', title: titleOf('Resident', 'authEndTime') },
    { key: 'checkInDate', title: titleOf('Resident', 'checkInDate'), render: (_, r) => shown(r.checkInDate) },
  ];
  const billColumns: ColumnsType<NonNullable<typeof bills.data>[number]> = [
    { key: 'period', dataIndex: 'period', title: titleOf('Bill', 'period') },
    { key: 'item', title: titleOf('Bill', 'chargeItemId'), render: (_, b) => shown(b.chargeItemName) },
    { key: 'amount', title: titleOf('Bill', 'amount'), render: (_, b) => b.amount.toFixed(2) },
    { key: 'paid', title: titleOf('Bill', 'paidAmount'), render: (_, b) => b.paidAmount.toFixed(2) },
    {
      key: 'status',
      title: titleOf('Bill', 'status'),
      render: (_, b) => (
        <Tag color={b.status === 1 ? 'success' : 'warning'}>{labelOf('Bill', 'status', b.status)}</Tag>
      ),
    },
  ];
  const visitorColumns: ColumnsType<NonNullable<typeof visitors.data>[number]> = [
    { key: 'visitorName', dataIndex: 'visitorName', title: titleOf('Visitor', 'visitorName') },
    {
      key: 'reason',
      title: titleOf('Visitor', 'visitReason'),
      render: (_, v) => labelOf('Visitor', 'visitReason', v.visitReason),
    },
    { key: 'visitTime', dataIndex: 'visitTime', title: titleOf('Visitor', 'visitTime') },
    {
      key: 'status',
      title: titleOf('Visitor', 'status'),
      render: (_, v) => <Tag>{labelOf('Visitor', 'status', v.status)}</Tag>,
    },
  ];
  const table = <T extends { id: number }>(
    loading: boolean,
    rows: T[] | undefined,
    columns: ColumnsType<T>,
  ) => (
    <Table<T>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={rows ?? []}
      columns={columns}
      pagination={{ pageSize: 5, hideOnSinglePage: true }}
    />
  );
  return (
    <Tabs
      items={[
        {
          key: 'residents',
          label: `住户（${residents.data?.length ?? 0}）`,
          children: table(residents.isFetching, residents.data, residentColumns),
        },
        {
          key: 'bills',
          label: `账单（${bills.data?.length ?? 0}）`,
          children: table(bills.isFetching, bills.data, billColumns),
        },
        {
          key: 'visitors',
          label: `访客（${visitors.data?.length ?? 0}）`,
          children: table(visitors.isFetching, visitors.data, visitorColumns),
        },
      ]}
    />
  );
}

export default function RoomDetailPage() {
  const params = useParams();
  const navigate = useShellNavigate();
  const table = useRouteTable();
  const depId = Number(params.depId);
  const roomId = params.id && /^\d+$/.test(params.id) ? Number(params.id) : undefined;
  const detailRoute = table.byName.get('RoomDetail');
  const listPath = table.byName.get('PropertyRoom')?.path;
  const community = useQuery(communityDetailQuery(depId));
  const room = useQuery(roomDetailQuery(roomId));
  const back = () => void (listPath ? navigate(listPath) : navigate(-1));

  if (community.isError || !Number.isInteger(depId)) {
    return (
      <Result
        status="warning"
        title="小区不存在或无权查看"
        extra={<Button onClick={back}>返回房屋管理</Button>}
      />
    );
  }
  const openRoom = (id: number) => {
    if (detailRoute) void navigate(generatePath(detailRoute.path, { id: String(id), depId: String(depId) }));
  };

  return (
    <Row gutter={12} wrap={false} style={{ alignItems: 'flex-start' }}>
      <Col flex="320px" style={{ minWidth: 0 }}>
        {community.data ? (
          <BuildingTreePanel
            depId={depId}
            depName={community.data.depName}
            roomId={roomId}
            onOpenRoom={openRoom}
          />
        ) : (
          <Card size="small" title="楼栋结构">
            <Spin />
          </Card>
        )}
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Card
            size="small"
            title={
              room.data
                ? `房屋 ${room.data.buildingName ?? ''}${room.data.unitName ?? ''}${room.data.roomNumber}`
                : '房屋详情'
            }
            extra={<Button onClick={back}>返回房屋管理</Button>}
          >
            <Spin spinning={room.isFetching}>
              {room.isError ? (
                <Empty description="该房屋不存在或已删除，请在左侧选择房屋" />
              ) : room.data ? (
                <Descriptions
                  bordered
                  size="small"
                  column={{ xs: 1, md: 2, xl: 3 }}
                  items={ROOM_FIELDS.map((key) => {
                    const value = room.data[key];
                    return {
                      key,
                      label: titleOf('PropertyRoom', key),
                      children: ENUMS.has(key) ? (
                        <Tag>{labelOf('PropertyRoom', key, value)}</Tag>
                      ) : (
                        shown(value as Cell)
                      ),
                    };
                  })}
                />
              ) : (
                <Empty description="请在左侧楼栋结构中选择房屋" />
              )}
            </Spin>
          </Card>
          {room.data && (
            <Card size="small" title="关联信息">
              <RoomRecords roomId={room.data.id} />
            </Card>
          )}
        </Space>
      </Col>
    </Row>
  );
}
