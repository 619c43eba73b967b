/**
 * One list screen of the staff console: title and description, filters, a refresh button, an antd table paged by
 * the server, and the loading, empty and error states. Page, page size and filters live in the URL query
 * (staff-list-params.ts), so a refresh or the back button returns to the same view. Only the staff console's lazy
 * chunks import this file (it pulls in antd).
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import { Alert, Button, Input, Popconfirm, Space, Table, Typography } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { ReloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '#lib/use-media-query.ts';
import { readListParams, STAFF_PAGE_SIZES, writeListParams, type TFilterValues, type TListParamOptions, type TListParams } from '#lib/staff-list-params.ts';

/** What every list endpoint answers (§7 lists are `data: { rows, total }`). */
export type TRows<T> = { rows: T[]; total: number };

export type TStaffListState<F extends TFilterValues> = TListParams<F> & {
  setPage: (page: number, pageSize: number) => void;
  setFilters: (filters: Partial<F>) => void;
};

const NO_FILTERS: TListParamOptions<Record<never, string>> = { defaults: {} };

/**
 * The list's page and filters, read from and written to the URL query. Pass options defined once (a module
 * constant): they describe the list, not its state.
 */
export function useStaffListState<F extends TFilterValues = Record<never, string>>(
  opts: TListParamOptions<F> = NO_FILTERS as TListParamOptions<F>,
): TStaffListState<F> {
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search, opts);
  const change = useCallback(
    (c: { page?: number; pageSize?: number; filters?: Partial<F> }) =>
      setSearch((prev) => writeListParams(prev, readListParams(prev, opts), c, opts)),
    [setSearch, opts],
  );
  return {
    ...params,
    setPage: useCallback((page: number, pageSize: number) => change({ page, pageSize }), [change]),
    setFilters: useCallback((filters: Partial<F>) => change({ filters }), [change]),
  };
}

/** The parts of a TanStack Query result the list reads. */
export type TStaffListQuery<T> = {
  data: TRows<T> | undefined;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  isPlaceholderData?: boolean;
  error: unknown;
  refetch: () => unknown;
};

type TPassThrough<T> = Omit<TableProps<T>, 'columns' | 'dataSource' | 'pagination' | 'loading' | 'rowKey' | 'scroll' | 'locale'>;

export type TStaffListProps<T> = {
  testId: string;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons beside refresh (add, …). */
  actions?: ReactNode;
  /** A row of filters under the title. */
  filters?: ReactNode;
  query: TStaffListQuery<T>;
  columns: TableColumnsType<T>;
  rowKey: (keyof T & string) | ((row: T) => string);
  /** Table width below which it scrolls sideways (the console is desktop first, still usable at 390 px). */
  scrollX: number;
  emptyText?: string;
  /** Server paging (from useStaffListState), or false for a list the server answers whole. */
  paging: Pick<TStaffListState<TFilterValues>, 'page' | 'pageSize' | 'setPage'> | false;
  pageSizes?: readonly number[];
  refreshTestId?: string;
  tableProps?: TPassThrough<T>;
  /** Drawers and dialogs of the screen. */
  children?: ReactNode;
};

export function StaffList<T extends object>(props: TStaffListProps<T>) {
  const { t } = useTranslation();
  const { query, paging } = props;
  const failed = query.isError;
  const problem = query.error instanceof Error ? query.error.message : t('errors.500');
  // A wide table scrolls sideways inside the console: its row actions (the `actions` column) stay in view on a
  // desktop. On a phone a pinned column would cover half the screen, so there it scrolls with the rest.
  const pinActions = useMediaQuery('(min-width: 768px)');
  const empty = !query.data?.rows.length;
  // Loaded (or failed) with nothing to show. Not while the first page loads: the columns keep their widths then, so
  // they do not jump when the rows arrive.
  const settledEmpty = empty && !query.isLoading;
  const columns = useMemo(() => {
    // An empty table does not scroll (below), so its columns' widths would make it wider than the console and cut
    // off its last headers: without rows the headers share the width there is.
    if (settledEmpty) return props.columns.map(({ width: _width, fixed: _fixed, ...c }) => c);
    return pinActions ? props.columns.map((c) => (c.key === 'actions' && !c.fixed ? { ...c, fixed: 'right' as const } : c)) : props.columns;
  }, [settledEmpty, pinActions, props.columns]);

  return (
    <section className="sb-staff-page" data-testid={props.testId}>
      <Space className="sb-staff-head" align="start" wrap>
        <div>
          {/* The page's one h1 (the console's frame has none), at the size of a section title. */}
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
            {props.title}
          </Typography.Title>
          {props.description && (
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              {props.description}
            </Typography.Paragraph>
          )}
        </div>
        <Space wrap>
          <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()} loading={query.isFetching} data-testid={props.refreshTestId ?? 'staff-list-refresh'}>
            {t('staff.list.refresh')}
          </Button>
          {props.actions}
        </Space>
      </Space>
      {props.filters && (
        <Space wrap className="sb-staff-filters">
          {props.filters}
        </Space>
      )}
      {failed && (
        <Alert
          className="sb-staff-error"
          type="error"
          showIcon
          title={t('staff.list.error')}
          description={problem}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t('staff.list.retry')}
            </Button>
          }
          data-testid="staff-list-error"
        />
      )}
      <Table<T>
        {...props.tableProps}
        rowKey={props.rowKey}
        size="middle"
        columns={columns}
        dataSource={query.data?.rows ?? []}
        // A new page or filter keeps the old rows on screen (placeholder data) under a spinner.
        loading={query.isLoading || (query.isFetching && !!query.isPlaceholderData)}
        // An empty table does not scroll: a scrollable region with nothing to focus is out of reach of the keyboard.
        scroll={empty ? undefined : { x: props.scrollX }}
        locale={{ emptyText: failed ? t('staff.list.errorShort') : (props.emptyText ?? t('staff.list.empty')) }}
        pagination={
          paging === false
            ? false
            : {
                current: paging.page,
                pageSize: paging.pageSize,
                total: query.data?.total ?? 0,
                showSizeChanger: true,
                pageSizeOptions: [...(props.pageSizes ?? STAFF_PAGE_SIZES)],
                showTotal: (total) => t('staff.list.total', { total }),
                onChange: paging.setPage,
              }
        }
      />
      {props.children}
    </section>
  );
}

/** A time column (the staff tables show local time to the minute; seconds where the order of events matters). */
export function timeColumn<T>(title: string, dataIndex: keyof T & string, opts: { width?: number; seconds?: boolean } = {}): ColumnType<T> {
  const format = opts.seconds ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD HH:mm';
  return {
    title,
    dataIndex,
    width: opts.width ?? 160,
    render: (v: string | null) => (v ? dayjs(v).format(format) : '—'),
  };
}

/** Edit and delete (after a confirmation) of one row of an editable list. */
export function StaffRowActions(props: { onEdit: () => void; onDelete: () => unknown; editTestId?: string }) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button size="small" onClick={props.onEdit} data-testid={props.editTestId}>
        {t('staff.list.edit')}
      </Button>
      <Popconfirm title={t('staff.list.confirmDelete')} okText={t('staff.list.delete')} cancelText={t('common.cancel')} onConfirm={() => void props.onDelete()}>
        <Button size="small" danger>
          {t('staff.list.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

/**
 * A search box of a list's filters: it searches on Enter or the button (not on every key, each search is a server
 * query), and shows the keyword of the address again after a refresh or the back button.
 */
export function StaffSearch(props: { value: string; placeholder: string; width: number; onSearch: (keyword: string) => void; testId?: string }) {
  return (
    <Input.Search
      // Remounted when the address changes under it (back button), so it shows what is searched.
      key={props.value}
      allowClear
      defaultValue={props.value}
      placeholder={props.placeholder}
      style={{ width: props.width, maxWidth: '100%' }}
      onSearch={(v) => props.onSearch(v.trim())}
      data-testid={props.testId}
    />
  );
}
