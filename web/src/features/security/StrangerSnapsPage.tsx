// 陌生人抓拍 (02 §2 公区预警 StrangerSnaps, NormalTree; target of the 陌生人抓拍预警 pop-up): swList for the
// community chosen in the tree. The pop-up's link (depId, depName, searchDepTree=true, time) searches
// the tree for the community by name, selects it and starts the time filter at its time.
import { Button, Tag, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRouteTable } from '@/shell/route-table';
import { setTreeSelection, useTreeSelection } from '@/shell/tree/tree-selection';
import { treeController } from '@/shell/tree/tree-store';
import { getStrangerSnaps, type StrangerRecord } from './api/get-stranger-snaps';
import { readAlertLink } from './components/alert-filters';
import { AlertRecordsPage, type FilterDef } from './components/AlertRecordsPage';
import { genderText, Photo } from './components/cells';
import { SnapshotDetailDrawer } from './components/SnapshotDetailDrawer';

const ROUTE = 'StrangerSnaps';
const FILTERS: readonly FilterDef[] = [{ kind: 'range', name: 'time', label: '抓拍时间' }];

const COLUMNS: TableColumnsType<StrangerRecord> = [
  {
    key: 'pics',
    dataIndex: 'pics',
    title: '人脸照片',
    width: 90,
    render: (pics: string[]) => (pics[0] ? <Photo url={pics[0]} alt="人脸照片" /> : ''),
  },
  { key: 'gender', dataIndex: 'gender', title: '性别', render: (g: number) => genderText(g) },
  {
    key: 'snapCount',
    dataIndex: 'snapCount',
    title: '当天抓拍次数',
    render: (n: number | undefined) => (n ? <Tag color={n >= 5 ? 'error' : 'default'}>{n}</Tag> : ''),
  },
  { key: 'depName', dataIndex: 'depName', title: '小区' },
  { key: 'deviceName', dataIndex: 'deviceName', title: '抓拍设备' },
  { key: 'capTime', dataIndex: 'capTime', title: '抓拍时间' },
];

/** Applies a pop-up link to the page's tree: search the community by name and select it. */
function useTreeLink(tree: Parameters<typeof treeController>[0] | undefined) {
  const [params] = useSearchParams();
  const linkKey = params.toString();
  useEffect(() => {
    const link = readAlertLink(new URLSearchParams(linkKey));
    if (!tree || !link.searchDepTree || link.depId === undefined || !link.depName) return;
    treeController(tree).applyQuery({ depName: link.depName });
    setTreeSelection(tree, {
      nodeId: `dep:${link.depId}`,
      kind: 'dep',
      id: link.depId,
      label: link.depName,
      depId: link.depId,
    });
  }, [linkKey, tree]);
}

export default function StrangerSnapsPage() {
  const tree = useRouteTable().byName.get(ROUTE)?.tree;
  useTreeLink(tree);
  const selection = useTreeSelection(tree);
  const depId = selection && selection.kind !== 'all' ? (selection.depId ?? selection.id) : undefined;
  const scope = useMemo(() => ({ depId }), [depId]);
  const [detailId, setDetailId] = useState<number>();
  return (
    <>
      <AlertRecordsPage<StrangerRecord>
        name={ROUTE}
        title={selection ? `陌生人抓拍（${selection.label}）` : '陌生人抓拍'}
        filters={FILTERS}
        columns={COLUMNS}
        rowKey="id"
        scope={scope}
        enabled={depId !== undefined}
        fetch={getStrangerSnaps}
        actions={(row) => (
          <Button type="link" size="small" onClick={() => setDetailId(row.id)}>
            详情
          </Button>
        )}
      />
      <SnapshotDetailDrawer id={detailId} onClose={() => setDetailId(undefined)} />
    </>
  );
}
