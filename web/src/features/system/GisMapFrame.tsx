// What both maps of GIS地图 share (the offline base map, GisBaseMap, and the online tile map,
// GisTileMap): the map box with its accessible name, a hidden list naming every marker for screen
// readers, the current scale with 复位, and the loading and failure states.
import { AimOutlined } from '@ant-design/icons';
import { Button, Space, Spin, Typography } from 'antd';
import type { ReactNode, Ref } from 'react';

export interface MapMarker {
  key: string;
  name: string;
  lng: number;
  lat: number;
  color: string;
  /** Symbol size in px. */
  size: number;
  /** Text drawn beside the marker. */
  label: string;
  tipLines: string[];
  active?: boolean;
}

export interface MapProps {
  markers: readonly MapMarker[];
  national: boolean;
  /** A marker was clicked (its key). */
  onPick: (key: string) => void;
}

export const MAP_HEIGHT = 600;
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
} as const;

interface FrameProps {
  boxRef: Ref<HTMLDivElement>;
  markers: readonly MapMarker[];
  /** Scale against the whole-country view (×1). */
  zoom: number;
  ready: boolean;
  failed: boolean;
  onReset: () => void;
  /** Which map draws the box: `offline` or `tiles`. */
  kind: 'offline' | 'tiles';
  /** Class of the map box (the tile map styles its Leaflet container). */
  mapClassName?: string;
  children?: ReactNode;
}

export function GisMapFrame(props: FrameProps) {
  const { boxRef, markers, zoom, ready, failed, onReset, kind, mapClassName, children } = props;
  return (
    <div style={{ position: 'relative' }}>
      <div
        ref={boxRef}
        className={mapClassName}
        // The tile map holds focusable controls (zoom buttons, attribution links): a region, not a picture.
        role={kind === 'tiles' ? 'region' : 'img'}
        aria-label="小区分布地图"
        aria-describedby="gis-map-markers"
        data-zoom={zoom.toFixed(2)}
        data-map={kind}
        style={{ height: MAP_HEIGHT, width: '100%', borderRadius: 8, overflow: 'hidden' }}
      />
      <ul id="gis-map-markers" style={VISUALLY_HIDDEN}>
        {markers.map((m) => (
          <li key={m.key}>{m.label}</li>
        ))}
      </ul>
      <Space style={{ position: 'absolute', right: 12, top: 12, zIndex: 1000 }}>
        <Typography.Text type="secondary">
          缩放 ×{zoom < 10 ? zoom.toFixed(1) : Math.round(zoom)}
        </Typography.Text>
        <Button size="small" icon={<AimOutlined />} onClick={onReset} disabled={!ready}>
          复位
        </Button>
      </Space>
      {children}
      {!ready && !failed && <Spin style={{ position: 'absolute', inset: 0, margin: 'auto', height: 20 }} />}
      {failed && (
        <div style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: '#999' }}>
          底图加载失败，请刷新重试
        </div>
      )}
    </div>
  );
}
