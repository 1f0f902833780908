// Floor plans of the seeded plane maps (02 §2 PlaneMap), drawn as SVG so the repository carries no
// binary images. The uploads domain serves them like any upload (/api/static/uploads/planemap/…), so a
// plan uploaded by a user and a seeded one are handled alike.

export const PLAN_KEYS = {
  siteA: 'planemap/site-a.svg',
  siteB: 'planemap/site-b.svg',
  siteC: 'planemap/site-c.svg',
  parking: 'planemap/parking.svg',
  lobby: 'planemap/lobby.svg',
} as const;

export const planUrl = (key: string) => `/api/static/uploads/${key}`;

const W = 1000;
const H = 640;
const FONT = 'font-family="sans-serif"';

const frame = (inner: string, background = '#f5f7f2') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
  `<rect width="${W}" height="${H}" fill="${background}"/>${inner}</svg>`;

const label = (x: number, y: number, text: string, size = 18, fill = '#555') =>
  `<text x="${x}" y="${y}" font-size="${size}" text-anchor="middle" fill="${fill}" ${FONT}>${text}</text>`;

function building(x: number, y: number, w: number, h: number, name: string): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#dbe4f0" stroke="#8aa0bd" stroke-width="2"/>${label(x + w / 2, y + h / 2 + 6, name)}`;
}

const road = (d: string) =>
  `<path d="${d}" stroke="#c9c9c9" stroke-width="26" fill="none" stroke-linecap="round"/>`;
const lawn = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="30" fill="#cfe8c4"/>`;
const gate = (x: number, y: number, text: string) =>
  `<rect x="${x - 40}" y="${y - 14}" width="80" height="28" rx="4" fill="#f0c674"/>${label(x, y + 6, text, 14, '#5a4500')}`;

/** A site plan with buildings in rows around a central garden; `columns` and the gate differ per variant. */
function sitePlan(columns: number, rows: number, gateLabel: string): string {
  const parts = [
    `<rect x="20" y="20" width="${W - 40}" height="${H - 40}" rx="12" fill="none" stroke="#9aa79a" stroke-width="4" stroke-dasharray="12 8"/>`,
    road(`M 60 ${H / 2} H ${W - 60}`),
    road(`M ${W / 2} 60 V ${H - 60}`),
    lawn(W / 2 - 110, H / 2 - 70, 220, 140),
    label(W / 2, H / 2 + 6, '中心花园', 16, '#3d6b35'),
  ];
  let n = 1;
  const cellW = (W - 160) / (columns * 2);
  for (const top of rows === 2 ? [70, H / 2 + 50] : [70]) {
    for (let c = 0; c < columns * 2; c++) {
      const x = 80 + c * cellW + (c >= columns ? 20 : 0);
      if (Math.abs(x + cellW / 2 - W / 2) < 140 && top > 100) continue;
      parts.push(building(x, top, cellW - 30, 140, `${n++}栋`));
    }
  }
  parts.push(gate(W - 60, H / 2, gateLabel), gate(60, H / 2, '西门'), gate(W / 2, H - 40, '南门'));
  return frame(parts.join(''));
}

function parkingPlan(): string {
  const parts = [
    `<rect x="30" y="30" width="${W - 60}" height="${H - 60}" fill="#e9ecef" stroke="#6c757d" stroke-width="4"/>`,
  ];
  for (let row = 0; row < 4; row++) {
    const y = 60 + row * 145;
    for (let i = 0; i < 16; i++) {
      parts.push(`<rect x="${80 + i * 54}" y="${y}" width="48" height="80" fill="#fff" stroke="#adb5bd"/>`);
      parts.push(label(104 + i * 54, y + 46, `${String.fromCharCode(65 + row)}${i + 1}`, 12, '#868e96'));
    }
  }
  parts.push(label(W / 2, H - 12, '地下停车场 B1（入口在东侧坡道）', 16, '#495057'));
  parts.push(`<rect x="${W - 70}" y="${H / 2 - 40}" width="40" height="80" fill="#f0c674"/>`);
  return frame(parts.join(''), '#f8f9fa');
}

function lobbyPlan(): string {
  const parts = [
    `<rect x="60" y="60" width="${W - 120}" height="${H - 120}" fill="#fffdf7" stroke="#8d7b68" stroke-width="6"/>`,
    `<rect x="${W / 2 - 120}" y="60" width="240" height="160" fill="#eadbc8" stroke="#8d7b68" stroke-width="2"/>`,
    label(W / 2, 150, '电梯厅', 18, '#6b5b4b'),
    `<rect x="100" y="${H - 220}" width="200" height="120" fill="#eadbc8" stroke="#8d7b68" stroke-width="2"/>`,
    label(200, H - 150, '物业前台', 16, '#6b5b4b'),
    `<rect x="${W - 300}" y="${H - 220}" width="200" height="120" fill="#eadbc8" stroke="#8d7b68" stroke-width="2"/>`,
    label(W - 200, H - 150, '快递柜', 16, '#6b5b4b'),
    `<rect x="${W / 2 - 60}" y="${H - 66}" width="120" height="12" fill="#f0c674"/>`,
    label(W / 2, H - 24, '单元入口', 16, '#6b5b4b'),
  ];
  return frame(parts.join(''), '#f3efe6');
}

/** The plan files the uploads domain serves from the start. */
export function floorPlanFiles(): { key: string; mimetype: string; data: Buffer }[] {
  const svg = (key: string, text: string) => ({
    key,
    mimetype: 'image/svg+xml',
    data: Buffer.from(text, 'utf8'),
  });
  return [
    svg(PLAN_KEYS.siteA, sitePlan(3, 2, '东大门')),
    svg(PLAN_KEYS.siteB, sitePlan(4, 2, '东门')),
    svg(PLAN_KEYS.siteC, sitePlan(2, 2, '北大门')),
    svg(PLAN_KEYS.parking, parkingPlan()),
    svg(PLAN_KEYS.lobby, lobbyPlan()),
  ];
}
