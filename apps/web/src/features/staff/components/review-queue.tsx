/**
 * A staff review queue (enterprise verification, shop applications): the staff list with a tab per state, waiting
 * rows past their §9 due time highlighted, and the refusal dialog (§4: a refusal always carries the reason the
 * user reads). Each queue brings its columns and its calls.
 */
import { useState, type ReactNode } from 'react';
import { Segmented } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { REVIEW_REASON_MAX } from '@scrapbridge/domain/verification';
import { StaffList, type TStaffListQuery, type TStaffListState } from '#components/staff-list.tsx';
import { ReasonDialog, type TReasonDialogProps } from './reason-dialog.tsx';

export type TReviewQueueProps<T extends { version: number }, S extends string> = {
  testId: string;
  title: string;
  description: string;
  tabs: readonly S[];
  tabText: (state: S) => string;
  list: TStaffListState<{ state: S }>;
  query: TStaffListQuery<T>;
  /** The columns, given the way to open the refusal dialog for a row. */
  columns: (openRefuse: (row: T) => void) => TableColumnsType<T>;
  rowKey: keyof T & string;
  scrollX: number;
  overdue: (row: T) => boolean;
  rowTestId: string;
  /** Lets a test (and a person reading the DOM) find the row of one applicant. */
  rowEmail: (row: T) => string | null;
  expandable?: TableProps<T>['expandable'];
  refuse: {
    schema: TReasonDialogProps['schema'];
    title: (row: T) => string;
    pending: boolean;
    /** Send the refusal; call `close` when it is answered (refused, or stale and read again). */
    submit: (row: T, reason: string, close: () => void) => void;
  };
  children?: ReactNode;
};

export function ReviewQueue<T extends { version: number }, S extends string>(props: TReviewQueueProps<T, S>) {
  const { t } = useTranslation();
  const [refusing, setRefusing] = useState<T | null>(null);
  const close = () => setRefusing(null);

  return (
    <StaffList<T>
      testId={props.testId}
      title={props.title}
      description={props.description}
      filters={
        <Segmented<S>
          value={props.list.filters.state}
          onChange={(state) => props.list.setFilters({ state } as Partial<{ state: S }>)}
          options={props.tabs.map((s) => ({ value: s, label: props.tabText(s) }))}
        />
      }
      query={props.query}
      columns={props.columns(setRefusing)}
      rowKey={props.rowKey}
      scrollX={props.scrollX}
      emptyText={t('staff.review.empty')}
      paging={props.list}
      tableProps={{
        rowClassName: (r) => (props.overdue(r) ? 'sb-row-overdue' : ''),
        onRow: (r) => ({ 'data-testid': props.rowTestId, 'data-email': props.rowEmail(r) ?? '' }) as never,
        ...(props.expandable ? { expandable: props.expandable } : {}),
      }}
    >
      {props.children}
      <ReasonDialog
        open={!!refusing}
        title={refusing ? props.refuse.title(refusing) : ''}
        okText={t('staff.review.refuse')}
        schema={props.refuse.schema}
        extra={{ version: refusing?.version ?? 1 }}
        required
        maxLength={REVIEW_REASON_MAX}
        placeholder={t('staff.review.reasonPlaceholder')}
        loading={props.refuse.pending}
        onCancel={close}
        onSubmit={(reason) => refusing && props.refuse.submit(refusing, reason, close)}
      />
    </StaffList>
  );
}
