/**
 * /customer (§2; issue 16 item 2): the user's conversation with customer service. A "contact customer service" link
 * elsewhere opens it with its subject (`?topic=market-access&market=cn`): the first message is written for the user
 * (they may change it) and the subject travels with it as a chip staff see. Answers arrive without a reload (the live
 * stream refreshes the conversation); what arrives while the page is on screen is marked read.
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Result, Skeleton, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { supportRoutes } from '@scrapbridge/domain/contract/routes/support';
import { contextFromSearch, type TSupportContext, type TSupportMessage } from '@scrapbridge/domain/support/support';
import { AntdScope } from '#components/antd-scope.tsx';
import { callRoute } from '#lib/route-client.ts';
import { useShellContext } from '#lib/shell-context.ts';
import { useMarkSupportRead, useSendSupport, useSupportThread } from '../api/support-api.ts';
import { SupportComposer } from '../components/support-composer.tsx';
import { SupportThread } from '../components/support-thread.tsx';
import { contextPrefill, firstUnreadIndex } from '../lib/support-format.ts';
import '../support.css';

export default function CustomerPage() {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const [params, setParams] = useSearchParams();
  const urlContext = useMemo(() => contextFromSearch(params), [params]);
  const [context, setContext] = useState<TSupportContext | null>(urlContext);
  const [text, setText] = useState(() => (urlContext ? contextPrefill(urlContext, t) : ''));
  const isStaff = !!user?.staff;
  const thread = useSupportThread(!!user && !isStaff);
  const send = useSendSupport(null);
  const read = useMarkSupportRead(null);
  const [earlier, setEarlier] = useState<{ messages: TSupportMessage[]; hasEarlier: boolean } | null>(null);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  // The read mark as the page found it: the "New" line stays where it was while the user reads.
  const [readAt, setReadAt] = useState<string | null | undefined>(undefined);

  // Another link to this page with another subject (the page is already open).
  useEffect(() => {
    if (!urlContext) return;
    setContext(urlContext);
    setText(contextPrefill(urlContext, t));
  }, [urlContext, t]);

  const data = thread.data;
  useEffect(() => {
    if (data && readAt === undefined) setReadAt(data.lastReadAt);
  }, [data, readAt]);

  const unread = data?.unread ?? 0;
  const markRead = read.mutate;
  useEffect(() => {
    const mark = () => {
      if (unread > 0 && document.visibilityState === 'visible') markRead();
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [unread, markRead]);

  if (isStaff) {
    return (
      <AntdScope>
        <Result
          status="info"
          title={t('support.page.staffUseInbox')}
          extra={
            <Link to="/staff/support">
              <Button type="primary">{t('support.page.openInbox')}</Button>
            </Link>
          }
        />
      </AntdScope>
    );
  }

  const messages = [...(earlier?.messages ?? []), ...(data?.messages ?? [])];
  const hasEarlier = earlier ? earlier.hasEarlier : (data?.hasEarlier ?? false);
  const loadEarlier = async () => {
    const oldest = messages[0];
    if (!oldest) return;
    setLoadingEarlier(true);
    try {
      const page = await callRoute(supportRoutes.thread, { query: { before: oldest.id } });
      setEarlier({ messages: [...page.messages, ...(earlier?.messages ?? [])], hasEarlier: page.hasEarlier });
    } finally {
      setLoadingEarlier(false);
    }
  };

  return (
    <AntdScope>
      <section className="sb-support-page" data-testid="customer-page">
        <header className="sb-support-head">
          <h1>{t('support.title')}</h1>
          {data?.status && (
            <Tag color={data.status === 'closed' ? 'default' : data.status === 'open' ? 'orange' : 'green'} data-testid="support-status">
              {t(`support.statuses.${data.status}`)}
            </Tag>
          )}
        </header>
        <p className="sb-support-intro">{t('support.page.intro')}</p>
        <Card className="sb-support-card">
          {thread.isLoading || !data ? (
            <Skeleton active />
          ) : (
            <SupportThread
              messages={messages}
              viewer="user"
              unreadFrom={firstUnreadIndex(messages, 'staff', readAt ?? data.lastReadAt)}
              hasEarlier={hasEarlier}
              onEarlier={() => void loadEarlier()}
              loadingEarlier={loadingEarlier}
            />
          )}
          {data?.status === 'closed' && <Alert type="info" showIcon message={t('support.page.closedHint')} className="sb-support-closed" />}
          <SupportComposer
            text={text}
            onText={setText}
            context={context}
            onDropContext={() => setContext(null)}
            placeholder={t('support.page.placeholder')}
            sendLabel={t('support.page.send')}
            sending={send.isPending}
            onSend={async ({ text: words, files }) => {
              try {
                const sent = await send.mutateAsync({ text: words, fileIds: files.map((f) => f.fileId), ...(context ? { context } : {}) });
                setText('');
                setContext(null);
                setReadAt(sent.createdAt);
                if (params.has('topic')) setParams({}, { replace: true });
                return true;
              } catch {
                return false;
              }
            }}
          />
        </Card>
      </section>
    </AntdScope>
  );
}
