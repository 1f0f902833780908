// A shift on a 24-hour bar: the work span in the shift's colour (wrapping past midnight), the rest
// period cut out, hour marks every six hours.
import { Tooltip } from 'antd';
import { DAY_MINUTES, hhmm, minutesOf, spanMinutes, type ShiftTimes } from './shift-time';

const pct = (minutes: number) => `${(minutes / DAY_MINUTES) * 100}%`;

/** [from, length] pieces on the day line; a span past midnight is two pieces. */
function pieces(start: string, end: string): [number, number][] {
  const from = minutesOf(start);
  const length = spanMinutes(start, end);
  return from + length <= DAY_MINUTES
    ? [[from, length]]
    : [
        [from, DAY_MINUTES - from],
        [0, from + length - DAY_MINUTES],
      ];
}

export function ShiftBar({ shift, color }: { shift: ShiftTimes; color: string }) {
  const rest = shift.restStart && shift.restEnd ? pieces(shift.restStart, shift.restEnd) : [];
  const label = `${hhmm(shift.startTime)}-${hhmm(shift.endTime)}${shift.restStart && shift.restEnd ? `（休息 ${hhmm(shift.restStart)}-${hhmm(shift.restEnd)}）` : ''}`;
  return (
    <Tooltip title={label}>
      <div
        role="img"
        aria-label={label}
        style={{
          position: 'relative',
          height: 12,
          borderRadius: 6,
          background: 'rgba(0,0,0,0.06)',
          overflow: 'hidden',
        }}
      >
        {pieces(shift.startTime, shift.endTime).map(([from, length]) => (
          <div
            key={`w${from}`}
            style={{
              position: 'absolute',
              left: pct(from),
              width: pct(length),
              top: 0,
              bottom: 0,
              background: color,
            }}
          />
        ))}
        {rest.map(([from, length]) => (
          <div
            key={`r${from}`}
            style={{
              position: 'absolute',
              left: pct(from),
              width: pct(length),
              top: 3,
              bottom: 3,
              background: 'rgba(255,255,255,0.85)',
            }}
          />
        ))}
        {[6, 12, 18].map((h) => (
          <div
            key={h}
            style={{
              position: 'absolute',
              left: pct(h * 60),
              top: 0,
              bottom: 0,
              width: 1,
              background: 'rgba(0,0,0,0.15)',
            }}
          />
        ))}
      </div>
    </Tooltip>
  );
}
