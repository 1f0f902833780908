// The list request the console made, handed over by the bench in sessionStorage `bench-list`
// ({ url, headers }), or in localStorage where the page opens in a tab of its own (the Lighthouse
// section); the static server proxies /api. Its answer's rows and total for the bare pages.
import { useEffect, useState } from 'react';

interface ListRequest {
  url: string;
  headers: Record<string, string>;
}
export type Row = Record<string, unknown> & { id?: string | number; userType?: number };
type Answer = { records?: Row[]; total?: number };

export function useBenchList(): { rows: Row[]; total: number; loading: boolean } {
  const [answer, setAnswer] = useState<{ rows: Row[]; total: number; loading: boolean }>({
    rows: [],
    total: 0,
    loading: true,
  });
  useEffect(() => {
    const request = JSON.parse(
      sessionStorage.getItem('bench-list') ?? localStorage.getItem('bench-list') ?? 'null',
    ) as ListRequest | null;
    if (!request) return;
    void fetch(request.url, { headers: request.headers })
      .then((response) => response.json())
      .then((body: { object?: Answer; data?: Answer }) => {
        const page = body.object ?? body.data;
        setAnswer({ rows: page?.records ?? [], total: page?.total ?? 0, loading: false });
      });
  }, []);
  return answer;
}
