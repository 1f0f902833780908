// The list page every declared resource gets (02 §2 general rules, 01 §2.11): the route's sidebar tree
// filters the table; search form with 展开/收起; table with paging (15), column chooser and '-' for
// blanks; 新增 / 编辑 / 删除 / 详情 guarded by the permission directive; delete checks relations first
// and shows the delete-blocked dialog when something is still bound.
import { DeleteOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { hashKey, keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Space, type FormInstance, type TableColumnsType } from 'antd';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type Key, type ReactNode } from 'react';
import { CollapseToggle } from '@/components/CollapseToggle';
import { ColumnChooser } from '@/components/ColumnChooser';
import { DataTable } from '@/components/DataTable/DataTable';
import { lazyOverlay } from '@/components/lazy-overlay';
import { usePaging } from '@/components/DataTable/use-paging';
import { SearchButtons } from '@/components/SearchButtons';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { useRouteTable, type RouteTable } from '@/shell/route-table';
import { usePermitted } from '@/shell/session/Permitted';
import { useTreeSelection, type TreeSelection } from '@/shell/tree/tree-selection';
import { cellOf, searchQuery, SearchControl } from './fields';
import { listQueryOf, refetchListOnMount, type ListView, type SortState } from './list-query';
import { useGuardedDelete } from './guarded-delete';
import { resourcePageQuery } from './resource-queries';
import { createFormDialogStore } from './form-dialog-store';
import { FormDialogHost } from './ResourceFormDialog';
import { DatapumpButtons } from './DatapumpButtons';
import { declaredFields } from './declared-fields';
import { modePath, type RouteMode } from './route-paths';
import {
  metaOf,
  type ColumnSpec,
  type FieldMeta,
  type ResourceMeta,
  type ResourcePageDeclaration,
  type Row,
} from './types';

/** The detail drawer loads and renders from the first 详情 (a list page shows without it). */
const ResourceDetailDrawer = lazyOverlay(
  () => import('./ResourceDetailDrawer').then((m) => m.ResourceDetailDrawer),
  (props) => props.id !== undefined,
);

/** Search fields shown while the form is collapsed (01 §2.11 展开/收起). */
const COLLAPSED_SEARCH_FIELDS = 3;

const specKey = (spec: ColumnSpec) => (typeof spec === 'string' ? spec : spec.key);

type ListActions = { add: boolean; edit: boolean; delete: boolean; detail: boolean };

/** A row may be deleted unless the declaration says otherwise (e.g. a built-in record). */
const isDeletable = (declaration: ResourcePageDeclaration, row: Row) => declaration.deletable?.(row) ?? true;

/** Add / edit / detail open their hidden route when the declaration names one, else a dialog. */
function useOpenMode(
  table: RouteTable,
  declaration: ResourcePageDeclaration,
  onDetail: (id: number) => void,
  onEdit: (row: Row | undefined) => void,
) {
  // Through the data router, not react-router's useNavigate: that hook reads the route context, so every
  // list page kept open would run again on each navigation (docs/adr/0024). The paths are
  // the route table's, absolute.
  const navigate = useShellNavigate();
  return (mode: RouteMode, row?: Row) => {
    const path = modePath(table, declaration, mode, row);
    if (path) navigate(path);
    else if (mode === 'detail') onDetail(row!.id);
    else onEdit(row);
  };
}

/**
 * The list's query (tree scope, search, fixed query, sort, page) and its page of rows. An operator's
 * change (a page, a size, a sort, 查询) asks for its rows at once, while the page renders the change
 * (a transition for a page or a size: at 4x CPU 300-500 ms of the page's render went before the request
 * was sent); that answer counts as fresh until the page has shown it, so the render does not ask again.
 */
function useListQuery(
  meta: ResourceMeta,
  declaration: ResourcePageDeclaration,
  selection: TreeSelection | undefined,
) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState<Record<string, unknown>>({});
  const paging = usePaging();
  const [sort, setSort] = useState<SortState>({});
  const view: ListView = { search, sort, page: paging.page, pageSize: paging.pageSize };
  const query = listQueryOf(meta, declaration, selection, view);
  const options = resourcePageQuery(meta, query);
  const askedAhead = useRef<string | undefined>(undefined);
  const list = useQuery({
    ...options,
    placeholderData: keepPreviousData,
    refetchOnMount: refetchListOnMount,
    staleTime: (query) => (query.queryHash === askedAhead.current ? Infinity : 0),
  });
  // Once the page shows the asked-for answer (also one for a view already shown: 查询 again), it is
  // stale like any other (staleTime 0): marked so without asking again, so that the page shown again
  // later, or the view chosen again, asks for it.
  const shownHash = hashKey(options.queryKey);
  const shownAt = list.isSuccess && !list.isPlaceholderData ? list.dataUpdatedAt : undefined;
  useEffect(() => {
    if (shownAt === undefined || askedAhead.current !== shownHash) return;
    askedAhead.current = undefined;
    void queryClient.invalidateQueries({ queryKey: options.queryKey, exact: true, refetchType: 'none' });
  }, [shownAt, shownHash, queryClient, options.queryKey]);

  const askAhead = (change: Partial<ListView>) => {
    const next = resourcePageQuery(meta, listQueryOf(meta, declaration, selection, { ...view, ...change }));
    askedAhead.current = hashKey(next.queryKey);
    void queryClient.prefetchQuery(next);
  };
  return {
    query,
    list,
    refresh: () => void list.refetch(),
    sort,
    setSort: (next: SortState) => {
      askAhead({ sort: next });
      setSort(next);
    },
    /** 查询: the search values, from the first page. */
    runSearch: (values: Record<string, unknown>) => {
      askAhead({ search: values, page: 1 });
      setSearch(values);
      paging.setPage(1);
    },
    pager: (total: number) => {
      const props = paging.pager(total);
      return {
        ...props,
        onChange: (page: number, pageSize: number) => {
          askAhead({ page, pageSize });
          props.onChange(page, pageSize);
        },
      };
    },
  };
}

/** 新增 / 编辑 / 删除 by the permission directive and the resource's actions; 详情 by its actions alone. */
function usePermittedActions(
  meta: ResourceMeta,
  declaration: ResourcePageDeclaration,
  authKey: string,
): ListActions {
  return {
    add:
      usePermitted(declaration.keys?.add ?? authKey) && meta.actions.includes('add') && !declaration.readOnly,
    edit:
      usePermitted(declaration.keys?.edit ?? authKey) &&
      meta.actions.includes('update') &&
      !declaration.readOnly,
    delete:
      usePermitted(declaration.keys?.delete ?? authKey) &&
      meta.actions.includes('delete') &&
      !declaration.readOnly,
    detail: meta.actions.includes('detail'),
  };
}

/** The table columns of the declared, shown fields: sortable where the field sorts, '-' for blanks. */
function fieldColumnsOf(
  declaration: ResourcePageDeclaration,
  meta: ResourceMeta,
  shownColumns: string[],
  sort: SortState,
): TableColumnsType<Row> {
  return declaration.columns
    .filter((spec) => shownColumns.includes(specKey(spec)))
    .map((spec) => {
      const key = specKey(spec);
      const field = meta.fields.find((f) => f.key === key);
      const custom = typeof spec === 'string' ? undefined : spec;
      return {
        key,
        dataIndex: key,
        title: custom?.title ?? field?.title ?? key,
        width: custom?.width,
        ellipsis: true,
        sorter: field?.sort ? true : undefined,
        sortOrder: sort.sort === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
        render: (value: unknown, row: Row) =>
          custom?.render
            ? custom.render(value, row)
            : field
              ? cellOf(field, value, row)
              : String(value ?? ''),
      };
    });
}

/** The column chooser's entries: every declared column with its title. */
function chooserColumnsOf(declaration: ResourcePageDeclaration, meta: ResourceMeta) {
  return declaration.columns.map((spec) => {
    const key = specKey(spec);
    const title =
      typeof spec !== 'string' && spec.title ? spec.title : meta.fields.find((f) => f.key === key)?.title;
    return { key, title: title ?? key };
  });
}

/**
 * Add and edit both on hidden routes: no dialog. (A kept-alive list's force-rendered dialog would
 * stay in the document holding the same form field ids as the editor page opened from it.)
 */
function usesDialogFor(table: RouteTable, declaration: ResourcePageDeclaration): boolean {
  const routed = (mode: RouteMode) => {
    const name = declaration.routes?.[mode];
    return name !== undefined && (table.byName.has(name) || table.declaredByName.has(name));
  };
  return !routed('add') || !routed('edit');
}

/** The 操作 cell's padding; a small link button is its label (14 px a character) and 16 px of padding and border. */
const ACTION_CELL_PADDING = 24;
const actionButtonWidth = (label: string) => 16 + 14 * label.length;

/** The 操作 column's width: its buttons on one line. */
function actionColumnWidth(labels: readonly string[]): number {
  return labels.reduce((width, label) => width + actionButtonWidth(label), ACTION_CELL_PADDING);
}

/** The 操作 column: 详情 / 编辑 / 删除 as permitted, then the declaration's own row actions. */
function actionColumnOf(props: {
  can: ListActions;
  deletable: (row: Row) => boolean;
  onOpen: (mode: RouteMode, row: Row) => void;
  onRemove: (row: Row) => void;
  extra?: { labels: readonly string[]; render: (row: Row) => ReactNode };
}): TableColumnsType<Row>[number] {
  const { can, deletable, onOpen, onRemove, extra } = props;
  const builtIn = [can.detail && '详情', can.edit && '编辑', can.delete && '删除'].filter(
    (label) => typeof label === 'string',
  );
  return {
    key: 'actions',
    title: '操作',
    fixed: 'right',
    width: actionColumnWidth([...builtIn, ...(extra?.labels ?? [])]),
    render: (_: unknown, row: Row) => (
      <Space size={0} wrap>
        {can.detail && (
          <Button type="link" size="small" onClick={() => onOpen('detail', row)}>
            详情
          </Button>
        )}
        {can.edit && (
          <Button type="link" size="small" onClick={() => onOpen('edit', row)}>
            编辑
          </Button>
        )}
        {can.delete && deletable(row) && (
          <Button type="link" size="small" danger onClick={() => onRemove(row)}>
            删除
          </Button>
        )}
        {extra?.render(row)}
      </Space>
    ),
  };
}

type RowHandlers = Omit<Parameters<typeof actionColumnOf>[0], 'can'>;

/**
 * The table's columns, the same array from render to render while the shown columns, the sort and the
 * permissions stay: a render of the page for something else (the spinner of a new page size, a search)
 * then renders none of the table's cells again. The row buttons call the page's latest handlers.
 */
function useListColumns(
  declaration: ResourcePageDeclaration,
  meta: ResourceMeta,
  shownColumns: string[],
  sort: SortState,
  can: ListActions,
  handlers: RowHandlers,
): TableColumnsType<Row> {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const { add, edit, detail } = can;
  const canDelete = can.delete;
  const extraLabels = handlers.extra?.labels;
  return useMemo(() => {
    const fieldColumns = fieldColumnsOf(declaration, meta, shownColumns, sort);
    const actions = { add, edit, detail, delete: canDelete };
    if (!detail && !edit && !canDelete && !extraLabels) return fieldColumns;
    const actionColumn = actionColumnOf({
      can: actions,
      deletable: (row) => latest.current.deletable(row),
      onOpen: (mode, row) => latest.current.onOpen(mode, row),
      onRemove: (row) => latest.current.onRemove(row),
      extra: extraLabels && { labels: extraLabels, render: (row) => latest.current.extra?.render(row) },
    });
    return [...fieldColumns, actionColumn];
  }, [declaration, meta, shownColumns, sort, add, edit, detail, canDelete, extraLabels]);
}

/** The table card's buttons: 新增, 批量删除, import / export, the declaration's own, 刷新, column chooser. */
function ListToolbar(props: {
  declaration: ResourcePageDeclaration;
  meta: ResourceMeta;
  can: ListActions;
  query: Record<string, unknown>;
  selectedCount: number;
  shownColumns: string[];
  onShownColumns: (keys: string[]) => void;
  onAdd: () => void;
  onRemoveSelected: () => void;
  onRefresh: () => void;
}) {
  const { declaration, meta, can, query, selectedCount, shownColumns, onShownColumns } = props;
  const { onAdd, onRemoveSelected, onRefresh } = props;
  return (
    <Space wrap>
      {can.add && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          新增
        </Button>
      )}
      {can.delete && (
        <Button danger icon={<DeleteOutlined />} disabled={selectedCount === 0} onClick={onRemoveSelected}>
          批量删除
        </Button>
      )}
      <DatapumpButtons
        title={meta.title}
        importType={declaration.importType}
        exportType={declaration.exportType}
        query={query}
        onImported={onRefresh}
      />
      {declaration.toolbar?.({ refresh: onRefresh, query })}
      <Button icon={<ReloadOutlined />} aria-label="刷新" onClick={onRefresh} />
      <ColumnChooser
        columns={chooserColumnsOf(declaration, meta)}
        value={shownColumns}
        onChange={onShownColumns}
      />
    </Space>
  );
}

/** The search form (01 §2.11 展开/收起): the first fields while collapsed, buttons last. */
function SearchCard(props: { form: FormInstance; name: string; fields: FieldMeta[]; onSearch: () => void }) {
  const { form, name, fields, onSearch } = props;
  const [collapsed, setCollapsed] = useState(true);
  const shown = collapsed ? fields.slice(0, COLLAPSED_SEARCH_FIELDS) : fields;
  return (
    <Card size="small">
      <Form form={form} name={name} onFinish={onSearch}>
        {/* Fills the width the tree leaves: as many 280 px cells per row as fit, buttons last. */}
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
            gap: '8px 16px',
          }}
        >
          {shown.map((field) => (
            <Form.Item key={field.key} name={field.key} label={field.title} style={{ marginBottom: 0 }}>
              <SearchControl field={field} />
            </Form.Item>
          ))}
          <Space style={{ justifySelf: 'start' }}>
            <SearchButtons
              onReset={() => {
                form.resetFields();
                onSearch();
              }}
            >
              {fields.length > COLLAPSED_SEARCH_FIELDS && (
                <CollapseToggle collapsed={collapsed} onToggle={setCollapsed} />
              )}
            </SearchButtons>
          </Space>
        </div>
      </Form>
    </Card>
  );
}

export function ResourceListPage({ declaration }: { declaration: ResourcePageDeclaration }) {
  const meta = metaOf(declaration.resource);
  const route = useRouteTable().byName.get(declaration.route);
  const authKey = route?.authKey ?? declaration.route;
  const selection = useTreeSelection(route?.tree);

  const { search: searchFields, form: formFields, detail: detailFields } = declaredFields(meta, declaration);
  const table = useRouteTable();
  const usesDialog = usesDialogFor(table, declaration);

  const [searchForm] = Form.useForm();
  const {
    query,
    list,
    refresh,
    sort,
    setSort,
    runSearch: searchWith,
    pager,
  } = useListQuery(meta, declaration, selection);
  const [selected, setSelected] = useState<number[]>([]);
  // the add / edit dialog opens through its own store: the click renders the dialog, not this page
  const [formDialog] = useState(createFormDialogStore);
  const [detailId, setDetailId] = useState<number | undefined>();
  const open = useOpenMode(table, declaration, setDetailId, formDialog.open);
  const allColumnKeys = declaration.columns.map(specKey);
  const [shownColumns, setShownColumns] = useState<string[]>(() =>
    allColumnKeys.filter((key) => !declaration.hiddenColumns?.includes(key)),
  );

  const can = usePermittedActions(meta, declaration, authKey);
  const { remove, dialog: deleteBlockedDialog } = useGuardedDelete(meta, () => {
    setSelected([]);
    refresh();
  });

  const deletable = (row: Row) => isDeletable(declaration, row);
  const rowSelection = useMemo(
    () =>
      can.delete
        ? {
            selectedRowKeys: selected,
            onChange: (keys: Key[]) => setSelected(keys as number[]),
            getCheckboxProps: (row: Row) => ({ disabled: !isDeletable(declaration, row) }),
          }
        : undefined,
    [can.delete, selected, declaration],
  );
  const columns = useListColumns(declaration, meta, shownColumns, sort, can, {
    deletable,
    onOpen: open,
    onRemove: (row) => void remove([row]).catch(() => undefined),
    extra: declaration.rowActions && {
      labels: declaration.rowActions.labels,
      render: (row) => declaration.rowActions?.render(row, { refresh }),
    },
  });

  const runSearch = () => {
    searchWith(searchQuery(searchFields, searchForm.getFieldsValue() as Record<string, unknown>));
  };

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {searchFields.length > 0 && (
        <SearchCard
          form={searchForm}
          name={`${meta.name}-search`}
          fields={searchFields}
          onSearch={runSearch}
        />
      )}
      <Card
        size="small"
        title={
          selection
            ? `${declaration.title ?? meta.title}（${selection.label}）`
            : (declaration.title ?? meta.title)
        }
        extra={
          <ListToolbar
            declaration={declaration}
            meta={meta}
            can={can}
            query={query}
            selectedCount={selected.length}
            shownColumns={shownColumns}
            onShownColumns={setShownColumns}
            onAdd={() => open('add')}
            onRemoveSelected={() => {
              const rows = (list.data?.rows ?? []).filter((r) => selected.includes(r.id));
              void remove(rows).catch(() => undefined);
            }}
            onRefresh={refresh}
          />
        }
      >
        <DataTable<Row>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.rows ?? []}
          columns={columns}
          rowSelection={rowSelection}
          onChange={(_, __, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            setSort(
              s?.order ? { sort: String(s.columnKey), order: s.order === 'ascend' ? 'asc' : 'desc' } : {},
            );
          }}
          pagination={pager(list.data?.total ?? 0)}
        />
      </Card>
      {usesDialog && (
        <FormDialogHost
          store={formDialog}
          meta={meta}
          fields={formFields}
          width={declaration.formWidth}
          onSaved={() => {
            formDialog.close();
            refresh();
          }}
        />
      )}
      <ResourceDetailDrawer
        meta={meta}
        fields={detailFields}
        id={detailId}
        onClose={() => setDetailId(undefined)}
      />
      {deleteBlockedDialog}
    </Space>
  );
}
