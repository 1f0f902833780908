// GIS地图 (02 §2 应用设置 GISMap): the communities the operator sees, placed by longitude and latitude
// on a map drawn here (graticule, city clusters; no map library). A community's colour says how its
// devices are (all online / some offline / alarms waiting / none); hovering shows its name, address and
// device counts, clicking selects it for the detail card. 全国 shows one bubble per city (colour of its
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
  Tooltip,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import type { GisCommunity } from './gis-api';
import { gisCommunitiesQuery } from './gis-queries';
import {
  degreeLabel,
  fitProjection,
  graticule,
  graticuleStep,
  placeLabels,
  separateCircles,
} from './gis-projection';

const WIDTH = 1000;
const HEIGHT = 600;
const MARGIN = 56;
const ALL = '全国';

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

function CommunityTip({ c }: { c: GisCommunity }) {
  return (
    <div style={{ minWidth: 220 }}>
      <div style={{ fontWeight: 600 }}>{c.depName}</div>
      <div style={{ opacity: 0.85, marginBottom: 4 }}>{c.address}</div>
      <div>
        设备 {c.deviceTotal} 台，在线 {c.deviceOnline} 台
        {c.alarmPending ? `，未处理告警 ${c.alarmPending} 条` : ''}
      </div>
      {c.devices.map((d) => (
        <div key={d.label} style={{ opacity: 0.85 }}>
          {d.label}：{d.online}/{d.total}
        </div>
      ))}
    </div>
  );
}

interface CityCluster {
  name: string;
  communities: GisCommunity[];
  x: number;
  y: number;
  r: number;
  state: (typeof STATES)[number];
}

/** 全国: one bubble per city (size by count, colour by its worst community); clicking zooms in. */
function clustersOf(
  shown: readonly GisCommunity[],
  projection: ReturnType<typeof fitProjection>,
): CityCluster[] {
  const byCity = new Map<string, GisCommunity[]>();
  for (const c of shown) byCity.set(c.cityName, [...(byCity.get(c.cityName) ?? []), c]);
  const clusters = [...byCity].map(([name, list]) => {
    const worst = STATES.find((s) => list.some((c) => stateOf(c).key === s.key)) ?? STATES[2];
    return {
      name,
      communities: list,
      r: 12 + Math.sqrt(list.length) * 5,
      state: worst,
      ...projection.project({
        lng: list.reduce((sum, c) => sum + c.lng, 0) / list.length,
        lat: list.reduce((sum, c) => sum + c.lat, 0) / list.length,
      }),
    };
  });
  return separateCircles(clusters, 6);
}

function CityTip({ city }: { city: CityCluster }) {
  const total = city.communities.reduce((n, c) => n + c.deviceTotal, 0);
  const online = city.communities.reduce((n, c) => n + c.deviceOnline, 0);
  const alarms = city.communities.reduce((n, c) => n + c.alarmPending, 0);
  return (
    <div>
      <div style={{ fontWeight: 600 }}>{city.name}</div>
      <div>
        {city.communities.length} 个小区：{city.communities.map((c) => c.depName).join('、')}
      </div>
      <div>
        设备 {total} 台，在线 {online} 台{alarms ? `，未处理告警 ${alarms} 条` : ''}
      </div>
      <div style={{ opacity: 0.8 }}>点击查看该城市</div>
    </div>
  );
}

/** The map's degree lines with their labels, at a step that suits the shown area. */
function Graticule({ projection }: { projection: ReturnType<typeof fitProjection> }) {
  const { west, east, south, north } = projection.bounds;
  const lngStep = graticuleStep(east - west);
  const latStep = graticuleStep(north - south);
  return (
    <>
      {graticule(west, east, lngStep).map((lng) => {
        const { x } = projection.project({ lng, lat: south });
        return (
          <g key={`lng${lng}`}>
            <line x1={x} x2={x} y1={0} y2={HEIGHT} stroke="#d3dee8" strokeDasharray="4 4" />
            <text x={x + 4} y={HEIGHT - 8} fontSize={12} fill="#7d8c99">
              {degreeLabel(lng, 'lng', lngStep)}
            </text>
          </g>
        );
      })}
      {graticule(south, north, latStep).map((lat) => {
        const { y } = projection.project({ lng: west, lat });
        return (
          <g key={`lat${lat}`}>
            <line x1={0} x2={WIDTH} y1={y} y2={y} stroke="#d3dee8" strokeDasharray="4 4" />
            <text x={6} y={y - 4} fontSize={12} fill="#7d8c99">
              {degreeLabel(lat, 'lat', latStep)}
            </text>
          </g>
        );
      })}
    </>
  );
}

function MapView(props: {
  shown: readonly GisCommunity[];
  national: boolean;
  selected?: number;
  onSelect: (depId: number) => void;
  onZoom: (city: string) => void;
}) {
  const { shown, national, selected, onSelect, onZoom } = props;
  const projection = useMemo(() => fitProjection(shown, WIDTH, HEIGHT, MARGIN), [shown]);
  const clusters = useMemo(
    () => (national ? clustersOf(shown, projection) : []),
    [national, shown, projection],
  );
  const points = useMemo(() => shown.map((c) => ({ c, ...projection.project(c) })), [shown, projection]);
  const labels = useMemo(
    () =>
      national
        ? placeLabels(
            clusters.map((k) => ({ x: k.x, y: k.y, r: k.r, text: k.name, fontSize: 15 })),
            WIDTH,
            HEIGHT,
          )
        : placeLabels(
            points.map((p) => ({ x: p.x, y: p.y, r: 9, text: p.c.depName, fontSize: 13 })),
            WIDTH,
            HEIGHT,
          ),
    [national, clusters, points],
  );

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label="小区分布地图"
      style={{ width: '100%', display: 'block' }}
    >
      <rect width={WIDTH} height={HEIGHT} fill="#eef4f8" rx={8} />
      <Graticule projection={projection} />
      {national
        ? clusters.map((city, i) => (
            <g key={city.name}>
              <Tooltip title={<CityTip city={city} />}>
                <g
                  role="button"
                  aria-label={`${city.name}（${city.communities.length} 个小区）`}
                  tabIndex={0}
                  style={{ cursor: 'pointer' }}
                  onClick={() => onZoom(city.name)}
                  onKeyDown={(e) => e.key === 'Enter' && onZoom(city.name)}
                >
                  <circle cx={city.x} cy={city.y} r={city.r + 6} fill={city.state.color} opacity={0.18} />
                  <circle
                    cx={city.x}
                    cy={city.y}
                    r={city.r}
                    fill={city.state.color}
                    stroke="#fff"
                    strokeWidth={2}
                  />
                  <text
                    x={city.x}
                    y={city.y + 5}
                    fontSize={14}
                    fontWeight={700}
                    textAnchor="middle"
                    fill="#fff"
                  >
                    {city.communities.length}
                  </text>
                </g>
              </Tooltip>
              <text
                x={labels[i]!.x}
                y={labels[i]!.y}
                textAnchor={labels[i]!.anchor}
                fontSize={15}
                fontWeight={600}
                fill="#33475b"
                pointerEvents="none"
              >
                {city.name}
              </text>
            </g>
          ))
        : points.map(({ c, x, y }, i) => {
            const state = stateOf(c);
            const active = c.depId === selected;
            return (
              <g key={c.depId}>
                <Tooltip title={<CommunityTip c={c} />}>
                  <g
                    role="button"
                    aria-label={c.depName}
                    tabIndex={0}
                    style={{ cursor: 'pointer' }}
                    onClick={() => onSelect(c.depId)}
                    onKeyDown={(e) => e.key === 'Enter' && onSelect(c.depId)}
                  >
                    {active && (
                      <circle cx={x} cy={y} r={15} fill="none" stroke={state.color} strokeWidth={2} />
                    )}
                    <circle
                      cx={x}
                      cy={y}
                      r={active ? 10 : 8}
                      fill={state.color}
                      stroke="#fff"
                      strokeWidth={2}
                    />
                  </g>
                </Tooltip>
                <text
                  x={labels[i]!.x}
                  y={labels[i]!.y}
                  textAnchor={labels[i]!.anchor}
                  fontSize={13}
                  fill="#33475b"
                  fontWeight={active ? 700 : 400}
                  pointerEvents="none"
                >
                  {c.depName}
                </text>
              </g>
            );
          })}
    </svg>
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
              <MapView
                shown={shown}
                national={area === ALL}
                selected={selected}
                onSelect={setSelected}
                onZoom={(city) => setArea(city)}
              />
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
