// The current date and time in the dashboard header, ticking every second.
import { useEffect, useState } from 'react';
import { usePageActive } from '@/shell/keep-alive/page-active';

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];
const pad = (n: number) => String(n).padStart(2, '0');

export function formatClock(d: Date): string {
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  return `${date} 星期${WEEKDAYS[d.getDay()]} ${time}`;
}

export function Clock() {
  const [now, setNow] = useState(() => new Date());
  // Stops while the dashboard is a hidden kept-alive page; catches up when shown again.
  const active = usePageActive();
  useEffect(() => {
    if (!active) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return (
    <time className="dash-clock" dateTime={now.toISOString()} aria-label="当前时间">
      {formatClock(now)}
    </time>
  );
}
