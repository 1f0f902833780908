// The layout's page area: the kept-alive pages, or the error page of a call that failed in the current
// tab (docs/adr/0063). The pages stay mounted (hidden) under the error, so other tabs keep their state;
// 重试, or leaving the tab, clears the error and remounts the page, which asks for its data again.
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { KeepAliveOutlet } from '../keep-alive/KeepAliveOutlet';
import { viewCache } from '../keep-alive/view-cache';
import { clearPageFault, openLayoutForFaults, usePageFault } from './page-fault';
import { PageFaultResult } from './PageFaultResult';

export function PageOutlet({ scrollContainer }: { scrollContainer: RefObject<HTMLElement | null> }) {
  const { pathname } = useLocation();
  const fault = usePageFault(pathname);
  useEffect(() => openLayoutForFaults(), []);
  const shown = useRef(pathname);
  useEffect(() => {
    const left = shown.current;
    shown.current = pathname;
    if (left !== pathname && clearPageFault(left)) viewCache.refresh(left);
  }, [pathname]);
  const retry = () => {
    clearPageFault(pathname);
    viewCache.refresh(pathname);
  };
  return (
    <>
      {fault && <PageFaultResult kind={fault} onRetry={retry} />}
      <div hidden={Boolean(fault)}>
        <KeepAliveOutlet scrollContainer={scrollContainer} />
      </div>
    </>
  );
}
