// The SVG of 立体防控: the ground, buildings as isometric blocks, device points coloured by state and
// pulsing markers for the alerts that arrived while the page was open.
import type { PreventionScene } from '../api/get-prevention-scene';
import {
  blockFaces,
  devicePlace,
  groundOf,
  groundPoints,
  layoutBuildings,
  paintOrder,
  project,
  viewBoxOf,
  type Placed,
} from './isometric';

type Building = PreventionScene['buildings'][number];
type Device = PreventionScene['devices'][number];
type Alarm = PreventionScene['alerts'][number];

export const STATUS_COLOURS: Record<Device['status'], string> = {
  online: '#52c41a',
  offline: '#8c8c8c',
  alarm: '#ff4d4f',
};
export const STATUS_LABELS: Record<Device['status'], string> = {
  online: '在线',
  offline: '离线',
  alarm: '告警',
};
export const KIND_LABELS: Record<Device['kind'], string> = {
  door: '门口机',
  camera: '视频',
  face: '人脸抓拍',
  smoke: '烟感',
  manhole: '井盖',
  vehicle: '车辆抓拍',
};

function Marker({ x, y, alarm }: { x: number; y: number; alarm: Alarm }) {
  return (
    <g data-testid="alert-marker" aria-label={`实时告警 ${alarm.typeName}`} role="img">
      <title>{`${alarm.typeName} ${alarm.content}`}</title>
      <circle cx={x} cy={y} r={6} fill="#ff4d4f" />
      <circle cx={x} cy={y} r={6} fill="none" stroke="#ff4d4f" strokeWidth={2}>
        <animate attributeName="r" from="6" to="22" dur="1.4s" repeatCount="indefinite" />
        <animate attributeName="opacity" from="1" to="0" dur="1.4s" repeatCount="indefinite" />
      </circle>
    </g>
  );
}

export function IsoScene(props: {
  buildings: readonly Building[];
  devices: readonly Device[];
  live: readonly Alarm[];
  selected?: number;
  onSelect: (buildingId: number) => void;
}) {
  const placed = layoutBuildings(props.buildings);
  const byId = new Map(placed.map((p) => [p.buildingId, p]));
  const ground = groundOf(placed.length);
  const tallest = Math.max(0, ...placed.map((p) => p.h));
  const gate = project(ground.gw / 2, ground.gd, 0);
  const alarmed = new Set(props.live.map((a) => a.buildingId));
  const devices = paintOrder(
    props.devices.map((d) => ({
      device: d,
      ...devicePlace(d.key, d.buildingId === null ? undefined : byId.get(d.buildingId), ground),
    })),
  );
  const info = (p: Placed) => props.buildings.find((b) => b.buildingId === p.buildingId)!;

  return (
    <svg
      viewBox={viewBoxOf(ground, tallest)}
      width="100%"
      height="100%"
      preserveAspectRatio="xMidYMid meet"
      role="group"
      aria-label="小区立体视图"
    >
      <polygon points={groundPoints(ground)} fill="rgba(22,119,255,0.10)" stroke="rgba(64,169,255,0.55)" />
      <text x={gate.x} y={gate.y + 16} fill="#9fd8ff" fontSize={12} textAnchor="middle">
        小区出入口
      </text>
      {devices
        .filter((d) => d.device.buildingId === null)
        .map(({ device, gx, gy }) => (
          <DeviceDot key={device.key} device={device} at={project(gx, gy)} />
        ))}
      {paintOrder(placed).map((p) => {
        const faces = blockFaces(p);
        const active = p.buildingId === props.selected;
        const hot = alarmed.has(p.buildingId);
        const b = info(p);
        return (
          <g
            key={p.buildingId}
            role="button"
            tabIndex={0}
            aria-label={`楼栋 ${b.buildingName}`}
            aria-pressed={active}
            style={{ cursor: 'pointer' }}
            onClick={() => props.onSelect(p.buildingId)}
            onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && props.onSelect(p.buildingId)}
          >
            <polygon points={faces.left} fill={hot ? '#7a1f2b' : '#123e73'} stroke="#2f7bd6" />
            <polygon points={faces.right} fill={hot ? '#5c1620' : '#0d2f59'} stroke="#2f7bd6" />
            <polygon
              points={faces.top}
              fill={active ? '#40a9ff' : hot ? '#c2414f' : '#1f5fa8'}
              stroke={active ? '#e6f4ff' : '#69b1ff'}
              strokeWidth={active ? 2 : 1}
            />
            <text x={faces.roof.x} y={faces.roof.y + 4} fill="#fff" fontSize={12} textAnchor="middle">
              {b.buildingName}
            </text>
          </g>
        );
      })}
      {devices
        .filter((d) => d.device.buildingId !== null)
        .map(({ device, gx, gy }) => (
          <DeviceDot key={device.key} device={device} at={project(gx, gy)} />
        ))}
      {props.live.map((alarm) => {
        const building = alarm.buildingId === null ? undefined : byId.get(alarm.buildingId);
        const at = building ? blockFaces(building).roof : gate;
        return <Marker key={alarm.key} x={at.x} y={at.y - 10} alarm={alarm} />;
      })}
    </svg>
  );
}

function DeviceDot({ device, at }: { device: Device; at: { x: number; y: number } }) {
  return (
    <circle cx={at.x} cy={at.y} r={4} fill={STATUS_COLOURS[device.status]} stroke="#061225" strokeWidth={1}>
      <title>{`${KIND_LABELS[device.kind]} ${device.name}（${STATUS_LABELS[device.status]}）`}</title>
    </circle>
  );
}
