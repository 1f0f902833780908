// Content-Security-Policy violation reports (the console's report-uri, console-csp.ts): the browser
// posts them to /__mock/csp; tests and the control page read them at GET /__mock/csp-reports. Kept in
// memory, newest last, at most MAX_REPORTS.
import type { FastifyInstance } from 'fastify';
import { CSP_REPORT_PATH } from '../../console-csp.js';

export const MAX_REPORTS = 200;
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

export interface CspReport {
  receivedAt: string;
  report: unknown;
}

export async function cspReportsControl(app: FastifyInstance, { now }: { now: () => Date }): Promise<void> {
  const reports: CspReport[] = [];
  // Browsers label reports with their own media types; both are JSON.
  app.addContentTypeParser(REPORT_TYPES, { parseAs: 'string' }, (_request, text, done) => {
    try {
      done(null, JSON.parse(String(text)) as unknown);
    } catch {
      done(null, { unparsable: String(text).slice(0, 1000) });
    }
  });

  app.post(CSP_REPORT_PATH, async (request, reply) => {
    reports.push({ receivedAt: now().toISOString(), report: request.body ?? null });
    reports.splice(0, Math.max(0, reports.length - MAX_REPORTS));
    return reply.code(204).send();
  });

  app.get(`${CSP_REPORT_PATH}-reports`, async () => ({ reports }));

  app.delete(`${CSP_REPORT_PATH}-reports`, async () => {
    reports.length = 0;
    return { ok: true };
  });
}
