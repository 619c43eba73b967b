/**
 * The frame every order panel shares (shipments, invoices and payments, documents): a card with its title and action,
 * a skeleton while loading, and a retry when the read failed — so the order and contract pages read as one.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import '../orders.css';

export type TOrderPanelProps = {
  className: string;
  testId: string;
  mode?: 'party' | 'staff';
  title: string;
  action?: ReactNode;
  query: { isLoading: boolean; isError: boolean; refetch: () => unknown };
  /** Data missing although the read succeeded counts as a failure. */
  missing?: boolean;
  loadFailed: string;
  /** The panel's dialogs: rendered whatever the read's state. */
  dialogs?: ReactNode;
  children: ReactNode;
};

export function OrderPanel(p: TOrderPanelProps) {
  const { t } = useTranslation();
  return (
    <section className={`sb-order-panel ${p.className}`} data-testid={p.testId} data-mode={p.mode}>
      <header className="sb-order-panel-head">
        <h2>{p.title}</h2>
        {p.action}
      </header>
      {p.query.isLoading ? (
        <Skeleton active />
      ) : p.query.isError || p.missing ? (
        <Alert
          type="error"
          showIcon
          title={p.loadFailed}
          action={
            <Button size="small" onClick={() => void p.query.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        p.children
      )}
      {p.dialogs}
    </section>
  );
}
