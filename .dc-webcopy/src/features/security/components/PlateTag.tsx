// A licence plate drawn in its plate colour (蓝牌 / 黄牌 / 绿牌 / 白牌, CarSnapshot.plateColor 1–4).
const PLATE_STYLES: Record<number, { background: string; color: string; border: string }> = {
  1: { background: '#1d4ed8', color: '#fff', border: '#1e3a8a' },
  2: { background: '#facc15', color: '#111', border: '#a16207' },
  3: { background: 'linear-gradient(#f0fdf4, #4ade80)', color: '#111', border: '#15803d' },
  4: { background: '#fff', color: '#111', border: '#9ca3af' },
};

export function PlateTag({ carNumber, plateColor }: { carNumber: string; plateColor: number }) {
  const style = PLATE_STYLES[plateColor] ?? PLATE_STYLES[1]!;
  return (
    <span
      style={{
        display: 'inline-block',
        padding: '0 6px',
        borderRadius: 3,
        border: `1px solid ${style.border}`,
        background: style.background,
        color: style.color,
        fontWeight: 600,
        letterSpacing: 1,
        whiteSpace: 'nowrap',
      }}
    >
      {carNumber}
    </span>
  );
}
