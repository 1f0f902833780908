// GIS地图 on the online tile provider a deployment configures (docs/adr/0068): Leaflet draws the
// provider's XYZ tiles (Web Mercator) with the same markers as the offline map on top: colour, size,
// labels beside them, the hover card and a click to pick. The wheel and the +/- buttons zoom, dragging
// pans, 复位 frames the markers again. Loaded on the GIS page only, and only when a provider is set.
import 'leaflet/dist/leaflet.css';
import './gis-tile-map.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { Typography } from 'antd';
import { GisMapFrame, type MapMarker, type MapProps } from './GisMapFrame';
import type { TileProvider } from './gis-tiles';
import { labelOffset, labelSidesAt, spreadMarkers } from './gis-labels';
import { escapeHtml, tipHtml } from './gis-view';

/** The whole country with the South China Sea islands: the national view. */
const CHINA = L.latLngBounds([17.5, 73.5], [53.6, 135.1]);
const MAX_LEVEL = 18;
/** Deepest level a framed city view starts at (one community keeps its streets around it). */
const FRAME_MAX_LEVEL = 16;
/** Least span a city view frames, in degrees (as the offline map). */
const MIN_SPAN_DEG = 0.12;
/** Margin around framed markers, px. */
const FRAME_PADDING = 24;

function boundsOf(markers: readonly MapMarker[], national: boolean): L.LatLngBounds {
  if (national || !markers.length) return CHINA;
  const lats = markers.map((m) => m.lat);
  const lngs = markers.map((m) => m.lng);
  const [south, north, west, east] = [
    Math.min(...lats),
    Math.max(...lats),
    Math.min(...lngs),
    Math.max(...lngs),
  ];
  const padLat = Math.max(0, MIN_SPAN_DEG - (north - south)) / 2;
  const padLng = Math.max(0, MIN_SPAN_DEG - (east - west)) / 2;
  return L.latLngBounds([south - padLat, west - padLng], [north + padLat, east + padLng]);
}

/** The label's side padding (gis-tile-map.css). */
const LABEL_PAD_X = 4;

/**
 * The markers with their labels and hover cards, for the view on screen (gis-labels.ts): markers kept
 * apart, each label on a free side of its marker or left out.
 */
function drawMarkers(
  map: L.Map,
  group: L.LayerGroup,
  markers: readonly MapMarker[],
  fontSize: number,
  onPick: (key: string) => void,
) {
  group.clearLayers();
  const size = map.getSize();
  const drawn = spreadMarkers(
    markers.map((m) => ({ ...map.latLngToContainerPoint([m.lat, m.lng]), size: m.size })),
  );
  const font = { size: fontSize, padX: LABEL_PAD_X };
  const sides = labelSidesAt(markers, drawn, font, { left: 0, top: 0, right: size.x, bottom: size.y });
  markers.forEach((m, i) => {
    const radius = m.size / 2;
    const at = map.containerPointToLatLng([drawn[i]!.x, drawn[i]!.y]);
    L.circleMarker(at, {
      radius,
      fillColor: m.color,
      fillOpacity: 1,
      color: m.active ? '#1f2d3d' : '#fff',
      weight: m.active ? 3 : 1.5,
      bubblingMouseEvents: false,
    })
      .bindTooltip(tipHtml(m.name, m.tipLines), { direction: 'top', offset: [0, -radius] })
      .on('click', () => onPick(m.key))
      .addTo(group)
      .getElement()
      ?.setAttribute('data-marker', m.label);
    const side = sides[i];
    if (!side) return;
    L.tooltip({
      permanent: true,
      direction: 'center',
      offset: labelOffset(drawn[i]!, radius, m.label, font, side),
      className: 'gis-tile-label',
      interactive: false,
    })
      .setLatLng(at)
      .setContent(`<div style="font-size:${fontSize}px">${escapeHtml(m.label)}</div>`)
      .addTo(group);
  });
}

export default function GisTileMap({
  provider,
  markers,
  national,
  onPick,
}: MapProps & { provider: TileProvider }) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | undefined>(undefined);
  const group = useRef<L.LayerGroup | undefined>(undefined);
  /** The level at which the whole country fits: the scale ×1. */
  const countryLevel = useRef(4);
  const framedFor = useRef('');
  const [ready, setReady] = useState(false);
  const [zoom, setZoom] = useState(1);
  const [tileErrors, setTileErrors] = useState(0);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    if (!box.current) return;
    // Reduced motion: no gliding after a drag, no animated zoom or tile fade (docs/adr/0049).
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const instance = L.map(box.current, {
      maxZoom: MAX_LEVEL,
      minZoom: 2,
      zoomControl: false,
      inertia: !still,
      zoomAnimation: !still,
      fadeAnimation: !still,
      markerZoomAnimation: !still,
    });
    instance.attributionControl.setPrefix(false);
    L.control.zoom({ zoomInTitle: '放大', zoomOutTitle: '缩小' }).addTo(instance);
    L.tileLayer(provider.url, { attribution: escapeHtml(provider.attribution), maxZoom: MAX_LEVEL })
      .on('tileerror', () => setTileErrors((n) => n + 1))
      .addTo(instance);
    group.current = L.layerGroup().addTo(instance);
    countryLevel.current = instance.getBoundsZoom(
      CHINA,
      false,
      L.point(FRAME_PADDING * 2, FRAME_PADDING * 2),
    );
    instance.on('zoomend', () => setZoom(2 ** (instance.getZoom() - countryLevel.current)));
    const observer = new ResizeObserver(() => instance.invalidateSize());
    observer.observe(box.current);
    map.current = instance;
    framedFor.current = '';
    setReady(true);
    return () => {
      observer.disconnect();
      instance.remove();
      map.current = undefined;
      group.current = undefined;
      setReady(false);
    };
  }, [provider]);

  const frame = () => {
    const instance = map.current;
    if (!instance) return;
    instance.fitBounds(boundsOf(markers, national), {
      padding: [FRAME_PADDING, FRAME_PADDING],
      maxZoom: FRAME_MAX_LEVEL,
      animate: false,
    });
    setZoom(2 ** (instance.getZoom() - countryLevel.current));
  };

  useEffect(() => {
    if (!ready || !map.current || !group.current) return;
    // A new set of places is framed; a new selection among the same ones keeps the operator's view.
    const places = `${national}:${markers.map((m) => m.key).join(',')}`;
    if (framedFor.current !== places) frame();
    framedFor.current = places;
    const instance = map.current;
    const layer = group.current;
    const draw = () => drawMarkers(instance, layer, markers, national ? 13 : 12, (key) => pick.current(key));
    draw();
    // Every zoom, pan and resize places them again for the new view.
    instance.on('moveend resize', draw);
    return () => {
      instance.off('moveend resize', draw);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- frame reads the markers it depends on
  }, [ready, markers, national]);

  return (
    <GisMapFrame
      boxRef={box}
      markers={markers}
      zoom={zoom}
      ready={ready}
      failed={false}
      onReset={frame}
      kind="tiles"
      mapClassName="gis-tile-map"
    >
      {tileErrors > 0 && (
        <Typography.Text type="warning" style={{ position: 'absolute', left: 12, bottom: 8, zIndex: 1000 }}>
          部分地图瓦片加载失败，请检查网络或瓦片服务
        </Typography.Text>
      )}
    </GisMapFrame>
  );
}
