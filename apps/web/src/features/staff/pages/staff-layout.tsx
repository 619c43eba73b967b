/**
 * Staff console frame (/staff/*). antd arrives with this lazy chunk. The server decides access on every call;
 * the client only spares non-staff users a screen of errors.
 */
import { Button, Layout, Menu, Result, Spin } from 'antd';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '#components/antd-scope.tsx';
import { useShellContext } from '#lib/shell-context.ts';
import '../staff.css';

export default function StaffLayout() {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const { pathname } = useLocation();

  let content;
  if (!user) content = <Spin size="large" className="sb-staff-spin" />;
  else if (!user.staff) {
    content = (
      <Result
        status="403"
        title={t('staff.forbidden.title')}
        subTitle={t('staff.forbidden.body')}
        extra={
          <Link to="/">
            <Button type="primary">{t('staff.nav.backToSite')}</Button>
          </Link>
        }
      />
    );
  } else content = <Outlet />;

  return (
    <AntdScope>
      <Layout className="sb-staff" data-testid="staff-console">
        <Layout.Sider breakpoint="md" collapsedWidth={0} theme="light" className="sb-staff-sider" width={200}>
          <div className="sb-staff-title">{t('staff.console')}</div>
          <Menu
            mode="inline"
            selectedKeys={[pathname.split('/')[2] ?? '']}
            items={[
              { key: 'outbox', label: <Link to="/staff/outbox">{t('staff.nav.outbox')}</Link> },
              // Operations (issue 5): contracts, shipments, payments, disputes.
              { key: 'contracts', label: <Link to="/staff/contracts">{t('operations.nav.contracts')}</Link> },
              { key: 'shipments', label: <Link to="/staff/shipments">{t('operations.nav.shipments')}</Link> },
              { key: 'payments', label: <Link to="/staff/payments">{t('operations.nav.payments')}</Link> },
              { key: 'disputes', label: <Link to="/staff/disputes">{t('operations.nav.disputes')}</Link> },
              // Business reports (issue 14): the whole market's figures (the report screen shows staff the market).
              { key: 'reports', label: <Link to="/reports">{t('reports.staffNav')}</Link> },
              { key: 'claims', label: <Link to="/staff/claims">{t('claims.staff.title')}</Link> },
              // Customer service (issue 16): users' conversations with the operator.
              { key: 'support', label: <Link to="/staff/support">{t('support.staff.title')}</Link> },
              // Price fixing (issue 14): requests of formula contracts to confirm.
              { key: 'price-fixing', label: <Link to="/staff/price-fixing">{t('fixing.web.staff.nav')}</Link> },
              // Accounts and trust (issue 6 item 8).
              { key: 'users', label: <Link to="/staff/users">{t('staff.nav.users')}</Link> },
              { key: 'verifications', label: <Link to="/staff/verifications">{t('staff.nav.verifications')}</Link> },
              { key: 'shops', label: <Link to="/staff/shops">{t('staff.nav.shops')}</Link> },
              { key: 'audit-log', label: <Link to="/staff/audit-log">{t('staff.nav.auditLog')}</Link> },
              // Listings (issue 3): asks waiting for review.
              { key: 'ask-review', label: <Link to="/staff/ask-review">{t('listings.review.title')}</Link> },
              // Purchase requests (issue 16): buyers' requests waiting for review.
              { key: 'buyer-request-review', label: <Link to="/staff/buyer-request-review">{t('buyerRequests.staff.title')}</Link> },
              // Negotiation (issue 4): deals waiting for review, reference prices.
              { key: 'deal-reviews', label: <Link to="/staff/deal-reviews">{t('negotiation.web.staff.dealTitle')}</Link> },
              { key: 'reference-prices', label: <Link to="/staff/reference-prices">{t('negotiation.web.staff.referenceTitle')}</Link> },
              // Market prices (issue 14): price items, daily entry and import (/market-price-index).
              { key: 'market-price-index', label: <Link to="/market-price-index">{t('pricing.web.staff.title')}</Link> },
              // The public site (issue 7): news, partner stories, contact inbox, wiki.
              { key: 'contact', label: <Link to="/staff/contact">{t('site.staffNav.contact')}</Link> },
              { key: 'news', label: <Link to="/staff/news">{t('site.staffNav.news')}</Link> },
              { key: 'stories', label: <Link to="/staff/stories">{t('site.staffNav.stories')}</Link> },
              { key: 'videos', label: <Link to="/staff/videos">{t('site.staffNav.videos')}</Link> },
              { key: 'wiki', label: <Link to="/staff/wiki">{t('site.staffNav.wiki')}</Link> },
            ]}
          />
        </Layout.Sider>
        <Layout.Content className="sb-staff-content">{content}</Layout.Content>
      </Layout>
    </AntdScope>
  );
}
