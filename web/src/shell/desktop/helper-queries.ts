// The desktop helper's software/about as a query (docs/adr/0012): read again on every mount of a
// desktop feature (staleTime 0), waiting while the client check fails.
import { queryOptions } from '@tanstack/react-query';
import { aboutHelper } from '@/lib/desktop/instance';

export const helperAboutQuery = (clientOk: boolean) =>
  queryOptions({
    queryKey: ['hardware', 'helper-about'],
    queryFn: aboutHelper,
    enabled: clientOk,
    staleTime: 0,
  });
