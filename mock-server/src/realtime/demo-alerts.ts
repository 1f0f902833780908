// MOCK_DEMO_ALERTS=seconds: a demo mode that pushes a random alert (one of the six kinds, drawn from
// the store's seeded realtime Faker, so a given seed always gives the same sequence) every N seconds
// to the connected consoles. Each goes through POST /__mock/alerts, the path a tester's push takes, so
// it names the data set's residents and is stored for the pop-up's follow-up lookup as well. Nobody
// connected = nothing pushed.
import type { FastifyInstance } from 'fastify';
import { ALERT_TYPES } from './constants.js';

/** Seconds between demo alerts from the variable's text; undefined = off (unset, empty or 0). */
export function demoAlertSeconds(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '' || value.trim() === '0') return undefined;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 1) {
    throw new Error(`MOCK_DEMO_ALERTS 必须是不小于 1 的秒数，收到 ${JSON.stringify(value)}`);
  }
  return seconds;
}

/** Starts the demo pushes; the returned function stops them. */
export function startDemoAlerts(app: FastifyInstance, seconds: number): () => void {
  const timer = setInterval(() => {
    if (app.mock.hub.stats().alert === 0) return;
    const type = app.mock.realtimeFaker().helpers.arrayElement(ALERT_TYPES);
    app
      .inject({ method: 'POST', url: '/__mock/alerts', payload: { type } })
      .then((res) => {
        if (res.statusCode !== 200) console.warn(`演示告警推送失败：${res.body}`);
      })
      .catch((error: unknown) => console.error('演示告警推送失败', error));
  }, seconds * 1000);
  return () => clearInterval(timer);
}
