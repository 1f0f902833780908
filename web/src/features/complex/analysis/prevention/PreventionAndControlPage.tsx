// 立体防控 (PreventionAndControl, 02 §2 complex control): a 2.5D view of one of the user's communities —
// buildings as isometric blocks (height from floors), device points by state, and the alerts of the
// alert channel: every pushed alert refetches the scene; alerts that arrived while the page is open
// pulse on their building (or the gate) and flash in the side list. A building shows its counts and
// recent alarms.
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Empty, Select, Tag } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAlertRefresh } from '@/features/complex/shared/use-alert-refresh';
import { preventionSceneQuery, type PreventionScene } from '../api/get-prevention-scene';
import { ANALYSIS_KEYS } from '../api/query-keys';
import { Panel, WallScreen } from '../wall/WallScreen';
import { IsoScene, KIND_LABELS, STATUS_COLOURS, STATUS_LABELS } from './IsoScene';

type Alarm = PreventionScene['alerts'][number];
type Status = PreventionScene['devices'][number]['status'];

/** Keys of alerts that were not in the first answer for this community: the live ones. */
function useLiveAlerts(scene: PreventionScene | undefined): Alarm[] {
  const seen = useRef<{ depId: number; keys: Set<string> }>(undefined);
  const [live, setLive] = useState<Alarm[]>([]);
  useEffect(() => {
    if (!scene) return;
    if (seen.current?.depId !== scene.depId) {
      seen.current = { depId: scene.depId, keys: new Set(scene.alerts.map((a) => a.key)) };
      setLive([]);
      return;
    }
    const fresh = scene.alerts.filter((a) => !seen.current!.keys.has(a.key));
    if (!fresh.length) return;
    for (const a of fresh) seen.current.keys.add(a.key);
    setLive((old) => [...fresh, ...old]);
  }, [scene]);
  return live;
}

export default function PreventionAndControlPage() {
  const [depId, setDepId] = useState<number>();
  const [selected, setSelected] = useState<number>();
  const latest = useAlertRefresh([ANALYSIS_KEYS.prevention]);
  const scene = useQuery(preventionSceneQuery(depId));
  const data = scene.data;
  const live = useLiveAlerts(data);
  const liveKeys = useMemo(() => new Set(live.map((a) => a.key)), [live]);
  const building = data?.buildings.find((b) => b.buildingId === selected) ?? data?.buildings[0];
  const counts = useMemo(() => {
    const out: Record<Status, number> = { online: 0, offline: 0, alarm: 0 };
    for (const d of data?.devices ?? []) out[d.status]++;
    return out;
  }, [data?.devices]);

  return (
    <WallScreen
      title="立体防控"
      subtitle={
        latest && (
          <span>
            最新告警：{latest.payload.depName} <Tag color="red">{typeLabel(latest.type)}</Tag>
          </span>
        )
      }
      tools={
        <Select
          aria-label="小区"
          style={{ width: 200 }}
          value={data?.depId}
          showSearch={{ optionFilterProp: 'label' }}
          options={data?.communities.map((c) => ({ value: c.depId, label: c.depName }))}
          onChange={(value) => {
            setDepId(value);
            setSelected(undefined);
          }}
        />
      }
      grid={{
        gridTemplateColumns: 'minmax(0, 1fr) minmax(300px, 360px)',
        gridTemplateRows: 'minmax(0, 1.1fr) minmax(0, 1fr)',
      }}
    >
      <Panel
        title={
          data
            ? `${data.depName} · ${data.buildings.length} 栋楼 · ${data.devices.length} 个设备点位`
            : '小区立体视图'
        }
        style={{ gridRow: 'span 2' }}
        chart
        extra={
          <span style={{ display: 'flex', gap: 12 }}>
            {(['online', 'offline', 'alarm'] as const).map((s) => (
              <span key={s}>
                <span style={{ color: STATUS_COLOURS[s] }}>●</span> {STATUS_LABELS[s]} {counts[s]}
              </span>
            ))}
          </span>
        }
      >
        {scene.isError && <Empty description={`场景加载失败：${scene.error.message}`} />}
        {data && (
          <IsoScene
            buildings={data.buildings}
            devices={data.devices}
            live={live}
            selected={building?.buildingId}
            onSelect={setSelected}
          />
        )}
      </Panel>
      <Panel title="实时告警（近 7 天）" extra={data && `${data.alerts.length} 条`} label="实时告警">
        {data && !data.alerts.length && <Empty description="近 7 天没有告警" />}
        <ul className="aw-list" data-testid="alert-list">
          {data?.alerts.map((a) => (
            <li key={a.key} className={liveKeys.has(a.key) ? 'aw-flash' : undefined}>
              <Tag color={liveKeys.has(a.key) ? 'red' : 'volcano'} style={{ marginInlineEnd: 0 }}>
                {a.typeName}
              </Tag>
              <span className="aw-grow" title={a.content}>
                {a.content}
              </span>
              <span className="aw-time">{a.time.slice(5, 16)}</span>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title={building ? `楼栋详情 · ${building.buildingName}` : '楼栋详情'} label="楼栋详情">
        {building && (
          <>
            <Descriptions
              size="small"
              column={2}
              items={[
                { key: 'floors', label: '楼层', children: building.floors },
                { key: 'units', label: '单元', children: building.units },
                { key: 'rooms', label: '房屋', children: building.rooms },
                { key: 'residents', label: '住户', children: building.residents },
                {
                  key: 'devices',
                  label: '设备',
                  span: 2,
                  children:
                    (data?.devices ?? [])
                      .filter((d) => d.buildingId === building.buildingId)
                      .map(
                        (d) =>
                          `${KIND_LABELS[d.kind]}${d.status === 'online' ? '' : `（${STATUS_LABELS[d.status]}）`}`,
                      )
                      .join('、') || '无',
                },
              ]}
            />
            <div style={{ marginTop: 8, fontWeight: 600, color: '#9fd8ff' }}>近 7 天告警</div>
            {building.recentAlarms.length ? (
              <ul className="aw-list">
                {building.recentAlarms.map((a) => (
                  <li key={a.key}>
                    <Tag style={{ marginInlineEnd: 0 }}>{a.typeName}</Tag>
                    <span className="aw-grow" title={a.content}>
                      {a.content || a.typeName}
                    </span>
                    <span className="aw-time">{a.time.slice(5, 16)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="近 7 天没有告警" />
            )}
          </>
        )}
      </Panel>
    </WallScreen>
  );
}

const TYPE_LABELS: Record<string, string> = {
  heat: '疫情防控',
  id: '身份证预警',
  native: '籍贯预警',
  stanger: '陌生人告警',
  car: '车辆布控',
  smoke: '烟感报警',
};

function typeLabel(type: string): string {
  return TYPE_LABELS[type] ?? type;
}
