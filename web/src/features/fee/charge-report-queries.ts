// The query options of 收费报表 (02 §2 chargeReport): the report for a community and a period range.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';

/** The report: summary, by charge item, by period, by community, by payment method. */
export type ChargeReport = components['schemas']['ChargeReport'];

export interface ChargeReportFilters {
  depId?: number;
  periodBegin?: string;
  periodEnd?: string;
}

export const chargeReportQuery = (filters: ChargeReportFilters) =>
  queryOptions({
    queryKey: ['property', 'charge-report', filters],
    queryFn: async (): Promise<ChargeReport> =>
      (await call(client.GET('/e_c/report/v2', { params: { query: filters } }))).object,
  });
