// 安全详情 (SecurityDetail, hidden, /complex/detail/:depId/:featureName/:parentSceneId): the props come
// from the route. One feature of one community: its sub-scenes (parentSceneId 0 = all of them) and
// the records behind the deduction, paged by the server. Unknown community or feature → an error state.
import { ArrowLeftOutlined, LineChartOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  Result,
  Row,
  Segmented,
  Select,
  Space,
  Statistic,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { TABLE_EMPTY_CELL } from '@/lib/constants/tables';
import { DEFAULT_QUERY_DAY, QUERY_DAY_OPTIONS } from '@/features/complex/shared/query-range';
import { safetyDetailQuery, type SafetyDetail } from '../api/get-safety-detail';
import { GRADE_COLOURS, scoreColour } from './grade-colour';
import { useSafetyLinks } from './safety-links';

type QueryDay = 7 | 15 | 30;
type SafetyRecord = SafetyDetail['records'][number];
const PAGE_SIZE = 10;

const COLUMNS: TableColumnsType<SafetyRecord> = [
  {
    key: 'time',
    dataIndex: 'time',
    title: '时间',
    width: 170,
    render: (t: string | null) => t ?? '当前状态',
  },
  { key: 'sceneName', dataIndex: 'sceneName', title: '子场景', width: 130 },
  { key: 'content', dataIndex: 'content', title: '内容', ellipsis: true },
  {
    key: 'location',
    dataIndex: 'location',
    title: '位置',
    ellipsis: true,
    render: (v: string) => v || TABLE_EMPTY_CELL,
  },
  { key: 'points', dataIndex: 'points', title: '扣分', width: 80 },
  {
    key: 'handled',
    dataIndex: 'handled',
    title: '状态',
    width: 90,
    render: (handled: boolean) => (handled ? <Tag color="green">已处理</Tag> : <Tag color="red">未处理</Tag>),
  },
];

/** Route params as numbers; NaN when missing or not a number. */
function parseParams(params: Readonly<Record<string, string | undefined>>) {
  return {
    depId: Number(params.depId),
    featureName: params.featureName ?? '',
    parentSceneId: Number(params.parentSceneId ?? 0),
  };
}

export default function SecurityDetailPage() {
  const { depId, featureName, parentSceneId } = parseParams(useParams());
  const navigate = useShellNavigate();
  const links = useSafetyLinks();
  const [queryDay, setQueryDay] = useState<QueryDay>(DEFAULT_QUERY_DAY);
  const [page, setPage] = useState(1);
  const valid = Number.isInteger(depId) && Number.isInteger(parentSceneId) && parentSceneId >= 0;
  const query = { depId, featureName, parentSceneId, queryDay, page, limit: PAGE_SIZE };
  const detail = useQuery({
    ...safetyDetailQuery(query),
    enabled: valid,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const data = detail.data;
  const go = (path: string | undefined) => path && void navigate(path);

  if (!valid || detail.isError) {
    return (
      <Result
        status="warning"
        title="无法查看安全详情"
        subTitle={
          valid
            ? detail.error?.message
            : `地址参数不正确：小区 ${String(depId)}，场景分组 ${String(parentSceneId)}`
        }
        extra={
          links.index && (
            <Button type="primary" onClick={() => go(links.index)}>
              返回安全指数
            </Button>
          )
        }
      />
    );
  }

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card
        size="small"
        loading={!data}
        title={
          data
            ? `${data.depName} · ${data.label}${data.parentSceneId ? ` · ${data.sceneName}` : ''}`
            : '安全详情'
        }
        extra={
          <Space wrap>
            <Select
              aria-label="统计天数"
              value={queryDay}
              options={QUERY_DAY_OPTIONS.map((o) => ({ ...o }))}
              onChange={(value) => {
                setQueryDay(value);
                setPage(1);
              }}
              style={{ width: 120 }}
            />
            {links.index && (
              <Button icon={<ArrowLeftOutlined />} onClick={() => go(links.index)}>
                安全指数
              </Button>
            )}
            <Button type="primary" icon={<LineChartOutlined />} onClick={() => go(links.trend(depId))}>
              安全趋势
            </Button>
          </Space>
        }
      >
        {data && (
          <Row gutter={[16, 16]}>
            <Col xs={12} md={6}>
              <Statistic
                title="场景得分"
                value={data.score}
                valueStyle={{ color: scoreColour(data.score) }}
                suffix={<Tag color={GRADE_COLOURS[data.grade]}>{data.grade}</Tag>}
              />
            </Col>
            <Col xs={12} md={6}>
              <Statistic
                title="统计日期"
                value={`${data.beginDate} 至 ${data.endDate}`}
                valueStyle={{ fontSize: 16 }}
              />
            </Col>
            <Col xs={24} md={12}>
              <Segmented
                aria-label="子场景"
                value={data.parentSceneId}
                onChange={(value) => {
                  setPage(1);
                  go(links.detail(depId, featureName, Number(value)));
                }}
                options={[
                  { value: 0, label: `全部 ${data.scenes.reduce((s, x) => s + x.count, 0)}` },
                  ...data.scenes.map((s) => ({ value: s.sceneId, label: `${s.sceneName} ${s.count}` })),
                ]}
              />
            </Col>
          </Row>
        )}
      </Card>
      {data && (
        <Row gutter={[12, 12]}>
          {data.scenes.map((s) => (
            <Col key={s.sceneId} xs={12} md={8} xl={6}>
              <Card size="small" hoverable onClick={() => go(links.detail(depId, featureName, s.sceneId))}>
                <Statistic title={s.sceneName} value={s.deduction} prefix="扣" suffix="分" />
                <span style={{ opacity: 0.65 }}>
                  {s.count} 条，未处理 {s.unhandled} 条
                </span>
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <Card size="small" title="扣分记录">
        <Table<SafetyRecord>
          rowKey="key"
          size="small"
          columns={COLUMNS}
          dataSource={data?.records}
          loading={detail.isFetching}
          scroll={{ x: 900 }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 条`,
            onChange: setPage,
          }}
        />
      </Card>
    </Space>
  );
}
