// GIS地图 (02 §2 应用设置 GISMap): the communities the operator sees, placed by longitude and latitude
// on the China base map (GisBaseMap: ECharts geo, offline data from npm; zoom and pan). A community's
// colour says how its devices are (all online / some offline / alarms waiting / none); hovering shows
// its name, address and device counts, clicking selects it for the detail card. A deployment that
// configures an online tile provider gets the same markers on its tiles (GisTileMap, docs/adr/0068). 全国 shows one bubble per city (colour of its
// worst community, click to zoom in); a city tab shows the communities themselves.
import { EnvironmentOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Input,
  List,
  Row,
  Segmented,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { GisBaseMap } from './GisBaseMap';
import type { MapMarker, MapProps } from './GisMapFrame';
import type { GisCommunity } from './gis-api';
import { gisCommunitiesQuery, gisTileProviderQuery } from './gis-queries';
import { communityTipLines } from './gis-view';

/** Leaflet and its styles load only when a deployment configures tiles. */
const GisTileMap = lazy(() => import('./GisTileMap'));

const ALL = '全国';
/** Key prefix of a city marker (a community marker's key is its depId). */
const CITY_KEY = 'city:';

const STATES = [
  { key: 'alarm', label: '有未处理告警', color: '#f5222d' },
  { key: 'offline', label: '有设备离线', color: '#fa8c16' },
  { key: 'online', label: '设备全部在线', color: '#52c41a' },
  { key: 'none', label: '暂无设备', color: '#8c8c8c' },
] as const;

export function stateOf(c: GisCommunity): (typeof STATES)[number] {
  if (c.alarmPending > 0) return STATES[0];
  if (c.deviceTotal === 0) return STATES[3];
  return c.deviceOnline < c.deviceTotal ? STATES[1] : STATES[2];
}

/** 全国: one marker per city (size by count, colour by its worst community); clicking zooms in. */
function cityMarkers(shown: readonly GisCommunity[]): MapMarker[] {
  const byCity = new Map<string, GisCommunity[]>();
  for (const c of shown) byCity.set(c.cityName, [...(byCity.get(c.cityName) ?? []), c]);
  return [...byCity].map(([name, list]) => {
    const worst = STATES.find((s) => list.some((c) => stateOf(c).key === s.key)) ?? STATES[2];
    const total = list.reduce((n, c) => n + c.deviceTotal, 0);
    const online = list.reduce((n, c) => n + c.deviceOnline, 0);
    const alarms = list.reduce((n, c) => n + c.alarmPending, 0);
    return {
      key: `${CITY_KEY}${name}`,
      name,
      lng: list.reduce((sum, c) => sum + c.lng, 0) / list.length,
      lat: list.reduce((sum, c) => sum + c.lat, 0) / list.length,
      color: worst.color,
      size: 14 + Math.sqrt(list.length) * 5,
      label: `${name}（${list.length} 个小区）`,
      tipLines: [
        `${list.length} 个小区：${list.map((c) => c.depName).join('、')}`,
        `设备 ${total} 台，在线 ${online} 台${alarms ? `，未处理告警 ${alarms} 条` : ''}`,
        '点击查看该城市',
      ],
    };
  });
}

function communityMarkers(shown: readonly GisCommunity[], selected?: number): MapMarker[] {
  return shown.map((c) => ({
    key: String(c.depId),
    name: c.depName,
    lng: c.lng,
    lat: c.lat,
    color: stateOf(c).color,
    size: c.depId === selected ? 18 : 14,
    label: c.depName,
    tipLines: communityTipLines(c),
    active: c.depId === selected,
  }));
}

const MAP_LOADING = <Spin style={{ display: 'block', paddingBlock: 120 }} />;

/** The online tile map when the deployment configures a provider, the offline base map otherwise. */
function CommunityMap(props: MapProps) {
  const tiles = useQuery(gisTileProviderQuery);
  if (tiles.isPending) return MAP_LOADING;
  if (!tiles.data) return <GisBaseMap {...props} />;
  return (
    <Suspense fallback={MAP_LOADING}>
      <GisTileMap provider={tiles.data} {...props} />
    </Suspense>
  );
}

function CommunityDetail({ c }: { c: GisCommunity }) {
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'name', label: '小区', children: c.depName },
          { key: 'city', label: '城市', children: c.cityName },
          { key: 'agent', label: '所属组织', children: c.agentName },
          { key: 'address', label: '地址', children: c.address },
          { key: 'position', label: '经纬度', children: `${c.lng.toFixed(6)}, ${c.lat.toFixed(6)}` },
          {
            key: 'alarm',
            label: '未处理告警',
            children: c.alarmPending ? (
              <Tag color="error">{c.alarmPending} 条</Tag>
            ) : (
              <Tag color="success">无</Tag>
            ),
          },
        ]}
      />
      <Table
        size="small"
        rowKey="label"
        pagination={false}
        dataSource={c.devices}
        locale={{ emptyText: '暂无设备' }}
        columns={[
          { key: 'label', dataIndex: 'label', title: '设备类型' },
          { key: 'total', dataIndex: 'total', title: '总数' },
          {
            key: 'online',
            title: '在线',
            render: (_, d) => (
              <Typography.Text type={d.online < d.total ? 'warning' : undefined}>{d.online}</Typography.Text>
            ),
          },
        ]}
        summary={() =>
          c.devices.length ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
              <Table.Summary.Cell index={1}>{c.deviceTotal}</Table.Summary.Cell>
              <Table.Summary.Cell index={2}>{c.deviceOnline}</Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </Space>
  );
}

export default function GisMapPage() {
  const communities = useQuery(gisCommunitiesQuery);
  const [area, setArea] = useState(ALL);
  const [selected, setSelected] = useState<number>();
  const [search, setSearch] = useState('');
  const all = useMemo(() => communities.data ?? [], [communities.data]);
  const cities = useMemo(() => {
    const counts = new Map<string, number>();
    for (const c of all) counts.set(c.cityName, (counts.get(c.cityName) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1]).map(([name]) => name);
  }, [all]);
  const shown = useMemo(() => (area === ALL ? all : all.filter((c) => c.cityName === area)), [all, area]);
  const chosen = all.find((c) => c.depId === selected);
  const markers = useMemo(
    () => (area === ALL ? cityMarkers(shown) : communityMarkers(shown, selected)),
    [area, shown, selected],
  );
  const pick = (key: string) => {
    if (key.startsWith(CITY_KEY)) setArea(key.slice(CITY_KEY.length));
    else setSelected(Number(key));
  };
  const listed = shown.filter((c) => !search || c.depName.includes(search) || c.address.includes(search));

  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} xl={17}>
        <Card
          size="small"
          title={
            <Space>
              <EnvironmentOutlined />
              小区分布
              <Typography.Text type="secondary">{shown.length} 个小区</Typography.Text>
            </Space>
          }
          extra={
            <Space wrap>
              <Segmented
                options={[ALL, ...cities]}
                value={area}
                onChange={(value) => {
                  setArea(String(value));
                  setSelected(undefined);
                }}
              />
              <Button
                icon={<ReloadOutlined />}
                aria-label="刷新"
                onClick={() => void communities.refetch()}
              />
            </Space>
          }
        >
          <Spin spinning={communities.isFetching}>
            {shown.length ? (
              <CommunityMap markers={markers} national={area === ALL} onPick={pick} />
            ) : (
              <Empty description={communities.isFetching ? '加载中' : '暂无小区'} />
            )}
            <Space size={16} wrap style={{ marginTop: 8 }}>
              {STATES.map((s) => (
                <Badge key={s.key} color={s.color} text={s.label} />
              ))}
            </Space>
          </Spin>
        </Card>
      </Col>
      <Col xs={24} xl={7}>
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Card size="small" title={chosen ? chosen.depName : '小区详情'}>
            {chosen ? <CommunityDetail c={chosen} /> : <Empty description="点击地图上的小区查看详情" />}
          </Card>
          <Card size="small" title="小区列表">
            <Input.Search
              allowClear
              placeholder="搜索小区名称或地址"
              onSearch={setSearch}
              style={{ marginBottom: 8 }}
            />
            <List
              size="small"
              dataSource={listed}
              style={{ maxHeight: 360, overflow: 'auto' }}
              renderItem={(c) => (
                <List.Item
                  onClick={() => {
                    setSelected(c.depId);
                    if (area !== ALL) return;
                    setArea(c.cityName);
                  }}
                  style={{
                    cursor: 'pointer',
                    background: c.depId === selected ? 'rgba(22, 119, 255, 0.08)' : undefined,
                    paddingInline: 8,
                  }}
                >
                  <Space>
                    <Badge color={stateOf(c).color} />
                    {c.depName}
                  </Space>
                  <Typography.Text type="secondary">{c.cityName}</Typography.Text>
                </List.Item>
              )}
            />
          </Card>
        </Space>
      </Col>
    </Row>
  );
}
