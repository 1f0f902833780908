// 人员详情 (02 §2 PeoSearchDetail/:cardId): one person's registrations across the property module —
// residences, landlord and staff records, visits, authorization applications, vehicles and cards.
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Result, Row, Space, Spin, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { TABLE_EMPTY_CELL } from '@/lib/constants/tables';
import type { components } from '@zhsq/contract/api';
import { useRouteTable } from '@/shell/route-table';
import { personQuery } from './person-queries';

type Detail = components['schemas']['PeopleDetail'];
const dash = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? TABLE_EMPTY_CELL : v;

function Section<T extends object>({
  title,
  rows,
  columns,
  rowKey,
}: {
  title: string;
  rows: T[];
  columns: ColumnsType<T>;
  rowKey: keyof T & string;
}) {
  return (
    <Card size="small" title={`${title}（${rows.length}）`}>
      <Table<T>
        rowKey={rowKey}
        size="small"
        pagination={false}
        dataSource={rows}
        columns={columns}
        locale={{ emptyText: '无' }}
      />
    </Card>
  );
}

export default function PeoSearchDetailPage() {
  const { cardId = '' } = useParams();
  const navigate = useShellNavigate();
  const listPath = useRouteTable().byName.get('PeoSearch')?.path;
  const back = () => void (listPath ? navigate(listPath) : navigate(-1));
  const valid = /^(\d{15}|\d{17}[\dXx])$/.test(cardId);
  const detail = useQuery(personQuery(cardId, valid));
  if (!valid || detail.isError) {
    return (
      <Result
        status="warning"
        title="人员不存在或无权查看"
        extra={<Button onClick={back}>返回人员查询</Button>}
      />
    );
  }
  const p: Detail | undefined = detail.data;
  const profile: { key: string; label: string; children: ReactNode }[] = p
    ? [
        { key: 'name', label: '姓名', children: p.name },
        { key: 'gender', label: '性别', children: p.gender === 1 ? '男' : '女' },
        { key: 'cardId', label: '身份证号', children: p.cardId },
        { key: 'birthday', label: '出生日期', children: dash(p.birthday) },
        { key: 'age', label: '年龄', children: dash(p.age) },
        { key: 'nativePlace', label: '籍贯', children: dash(p.nativePlace) },
        {
          key: 'phones',
          label: '手机号',
          children: p.phones.length ? p.phones.join('、') : TABLE_EMPTY_CELL,
        },
        { key: 'roles', label: '身份', children: p.roles.map((r) => <Tag key={r}>{r}</Tag>) },
      ]
    : [];
  return (
    <Spin spinning={detail.isFetching}>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Card title={p ? `人员详情：${p.name}` : '人员详情'} extra={<Button onClick={back}>返回</Button>}>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 4 }} items={profile} />
        </Card>
        {p && (
          <Row gutter={[12, 12]}>
            <Col xs={24} xl={12}>
              <Section
                title="居住房屋"
                rowKey="residentId"
                rows={p.residences}
                columns={[
                  { key: 'dep', title: '小区', render: (_, r) => dash(r.depName) },
                  { key: 'room', title: '房屋', render: (_, r) => dash(r.roomName) },
                  { key: 'type', dataIndex: 'userTypeName', title: '住户类型' },
                  { key: 'auth', dataIndex: 'authEndTime', title: '授权期限' },
                ]}
              />
            </Col>
            <Col xs={24} xl={12}>
              <Section
                title="车辆"
                rowKey="vehicleId"
                rows={p.vehicles}
                columns={[
                  { key: 'plate', dataIndex: 'plateNo', title: '车牌号' },
                  { key: 'lot', title: '停车场', render: (_, v) => dash(v.parkLotName) },
                  { key: 'type', dataIndex: 'cardTypeName', title: '车辆类别' },
                  { key: 'status', dataIndex: 'statusName', title: '状态' },
                ]}
              />
            </Col>
            <Col xs={24} xl={12}>
              <Section
                title="门禁卡"
                rowKey="accessCardId"
                rows={p.cards}
                columns={[
                  { key: 'no', dataIndex: 'cardNo', title: '卡号' },
                  { key: 'dep', title: '小区', render: (_, c) => dash(c.depName) },
                  { key: 'status', dataIndex: 'statusName', title: '卡状态' },
                  { key: 'to', dataIndex: 'validTo', title: '失效日期' },
                ]}
              />
            </Col>
            <Col xs={24} xl={12}>
              <Section
                title="来访记录"
                rowKey="visitorId"
                rows={p.visits}
                columns={[
                  { key: 'dep', title: '小区', render: (_, v) => dash(v.depName) },
                  { key: 'room', title: '受访房屋', render: (_, v) => dash(v.roomName) },
                  { key: 'time', dataIndex: 'visitTime', title: '到访时间' },
                  { key: 'status', dataIndex: 'statusName', title: '状态' },
                ]}
              />
            </Col>
            <Col xs={24} xl={12}>
              <Section
                title="授权申请"
                rowKey="auditId"
                rows={p.applications}
                columns={[
                  {
                    key: 'room',
                    title: '申请房屋',
                    render: (_, a) => `${a.depName ?? ''} ${a.roomName ?? ''}`,
                  },
                  { key: 'time', dataIndex: 'applyTime', title: '申请时间' },
                  { key: 'status', dataIndex: 'statusName', title: '审核状态' },
                ]}
              />
            </Col>
            <Col xs={24} xl={12}>
              <Card size="small" title="房东与员工信息">
                <Descriptions
                  size="small"
                  column={1}
                  items={[
                    {
                      key: 'landlord',
                      label: '房东',
                      children: p.landlord
                        ? `${p.landlord.depName ?? ''}，房产 ${p.landlord.propertyCount} 处，已出租 ${p.landlord.rentedCount}（${p.landlord.statusName}）`
                        : '否',
                    },
                    {
                      key: 'staff',
                      label: '物业员工',
                      children: p.staff
                        ? `${p.staff.depName ?? ''} ${p.staff.postName}，${p.staff.entryDate} 入职（${p.staff.statusName}）`
                        : '否',
                    },
                  ]}
                />
              </Card>
            </Col>
          </Row>
        )}
      </Space>
    </Spin>
  );
}
