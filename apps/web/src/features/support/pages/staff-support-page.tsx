/**
 * Staff console: customer service inbox (issue 16 item 2). Conversations by last message, filtered by status,
 * assignment, subject and keyword (kept in the URL); one open beside the list with the user's record, status and
 * assignment, the thread and the answer box. New messages arrive without a reload (the live stream). On a phone the
 * list and the conversation take the screen in turn.
 */
import { useEffect, useState } from 'react';
import { Badge, Button, Card, Empty, Input, Pagination, Segmented, Select, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { SUPPORT_STATUSES, SUPPORT_TOPICS, type TSupportConversationRow, type TSupportStatus } from '@scrapbridge/domain/support/support';
import { AntdScope } from '#components/antd-scope.tsx';
import { usePatchedSearchParams } from '#lib/search-params.ts';
import { toast } from '#lib/toast.ts';
import {
  useAssignSupport,
  useMarkSupportRead,
  useSendSupport,
  useSetSupportStatus,
  useStaffSupportThread,
  useSupportInbox,
  useSupportStaffMembers,
} from '../api/support-api.ts';
import { SupportComposer } from '../components/support-composer.tsx';
import { SupportThread } from '../components/support-thread.tsx';
import { contextLabel, firstUnreadIndex } from '../lib/support-format.ts';
import '../support.css';

const STATUS_COLOR: Record<TSupportStatus, string> = { open: 'orange', waiting: 'green', closed: 'default' };

export default function StaffSupportPage() {
  const { t } = useTranslation();
  const [params, patch] = usePatchedSearchParams();
  const status = (SUPPORT_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as TSupportStatus) : undefined;
  const assigned = params.get('assigned') || 'all';
  const topic = (SUPPORT_TOPICS as readonly string[]).includes(params.get('topic') ?? '') ? params.get('topic')! : undefined;
  const keyword = params.get('q') ?? '';
  const pageNum = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const openId = params.get('c');
  const inbox = useSupportInbox({ status, assigned, topic, keyword: keyword || undefined, pageNum, pageSize: 20 });
  const staff = useSupportStaffMembers();
  const rows = inbox.data?.rows ?? [];
  const [typed, setTyped] = useState(keyword);

  return (
    <AntdScope>
      <section className={`sb-support-staff${openId ? ' has-detail' : ''}`} data-testid="staff-support-page">
        <header className="sb-support-head">
          <h1>{t('support.staff.title')}</h1>
        </header>
        <div className="sb-support-filters">
          <Segmented
            value={status ?? 'all'}
            onChange={(v) => patch({ status: v === 'all' ? null : String(v), page: null })}
            options={[{ value: 'all', label: t('support.staff.all') }, ...SUPPORT_STATUSES.map((s) => ({ value: s, label: t(`support.statuses.${s}`) }))]}
          />
          <Select
            value={assigned}
            onChange={(v: string) => patch({ assigned: v === 'all' ? null : v, page: null })}
            className="sb-support-select"
            aria-label={t('support.staff.columns.assignee')}
            options={[
              { value: 'all', label: t('support.staff.assignedAll') },
              { value: 'me', label: t('support.staff.assignedMe') },
              { value: 'none', label: t('support.staff.assignedNone') },
              ...(staff.data?.rows ?? []).map((s) => ({ value: s.userId, label: s.name })),
            ]}
            data-testid="support-filter-assigned"
          />
          <Select
            value={topic ?? 'all'}
            onChange={(v: string) => patch({ topic: v === 'all' ? null : v, page: null })}
            className="sb-support-select"
            aria-label={t('support.staff.columns.topic')}
            options={[{ value: 'all', label: t('support.staff.topicAll') }, ...SUPPORT_TOPICS.map((s) => ({ value: s, label: t(`support.topics.${s}`) }))]}
          />
          <Input.Search
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onSearch={(v) => patch({ q: v.trim() || null, page: null })}
            placeholder={t('support.staff.keyword')}
            aria-label={t('support.staff.keyword')}
            allowClear
            className="sb-support-search"
          />
        </div>
        <div className="sb-support-layout">
          <Card className="sb-support-list-card">
            {inbox.isLoading ? (
              <Skeleton active />
            ) : rows.length === 0 ? (
              <Empty description={t('support.staff.empty')} />
            ) : (
              <>
                <ul className="sb-support-list">
                  {rows.map((r) => (
                    <li key={r.id}>
                      <button type="button" className={`sb-support-row${r.id === openId ? ' is-open' : ''}`} onClick={() => patch({ c: r.id })} data-testid="support-row">
                        <span className="sb-support-row-top">
                          <strong>{r.userName || r.userEmail || '—'}</strong>
                          {r.companyName && <span className="sb-support-company">{r.companyName}</span>}
                          <Badge count={r.unread} size="small" />
                        </span>
                        <span className="sb-support-row-tags">
                          <Tag color={STATUS_COLOR[r.status]}>{t(`support.statuses.${r.status}`)}</Tag>
                          {r.context && <Tag>{contextLabel(r.context, t)}</Tag>}
                          {r.assigneeName && <Tag>{r.assigneeName}</Tag>}
                        </span>
                        <span className="sb-support-preview">{r.lastMessageText}</span>
                        <time className="sb-support-row-time" dateTime={r.lastMessageAt}>
                          {dayjs(r.lastMessageAt).format('MM-DD HH:mm')}
                        </time>
                      </button>
                    </li>
                  ))}
                </ul>
                {(inbox.data?.total ?? 0) > 20 && (
                  <Pagination size="small" current={pageNum} total={inbox.data?.total ?? 0} pageSize={20} showSizeChanger={false} onChange={(p) => patch({ page: String(p) })} />
                )}
              </>
            )}
          </Card>
          <div className="sb-support-detail">
            {openId ? <StaffConversation conversationId={openId} onBack={() => patch({ c: null })} /> : <Empty className="sb-support-pick" description={t('support.staff.select')} />}
          </div>
        </div>
      </section>
    </AntdScope>
  );
}

function StaffConversation({ conversationId, onBack }: { conversationId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const thread = useStaffSupportThread(conversationId);
  const staff = useSupportStaffMembers();
  const send = useSendSupport(conversationId);
  const read = useMarkSupportRead(conversationId);
  const assign = useAssignSupport(conversationId);
  const setStatus = useSetSupportStatus(conversationId);
  const [text, setText] = useState('');
  const [readAt, setReadAt] = useState<{ id: string; at: string | null } | null>(null);
  const data = thread.data;

  useEffect(() => {
    if (data && readAt?.id !== conversationId) setReadAt({ id: conversationId, at: data.lastReadAt });
  }, [data, readAt, conversationId]);
  const unread = data?.unread ?? 0;
  const markRead = read.mutate;
  useEffect(() => {
    if (unread > 0) markRead();
  }, [unread, markRead, conversationId]);

  if (thread.isLoading) return <Skeleton active />;
  if (!data) return <Empty />;
  const c: TSupportConversationRow = data.conversation;
  const saved = () => void toast('success', t('support.staff.updated'));
  return (
    <Card className="sb-support-card" data-testid="support-conversation">
      <Button type="link" className="sb-support-back" onClick={onBack}>
        ← {t('support.staff.back')}
      </Button>
      <div className="sb-support-user">
        <div>
          <strong data-testid="support-user-name">{c.userName || c.userEmail}</strong>
          {c.companyName && <span className="sb-support-company">{c.companyName}</span>}
          <div className="sb-support-contact">{[c.userEmail, c.userPhone].filter(Boolean).join(' · ')}</div>
          <Link to={`/staff/users/${c.userId}`}>{t('support.staff.userDetail')}</Link>
        </div>
        {c.context && (
          <Tag color="green" data-testid="support-conversation-context">
            {t('support.context.chip', { topic: contextLabel(c.context, t) })}
          </Tag>
        )}
      </div>
      <div className="sb-support-controls">
        <label>
          <span>{t('support.staff.status')}</span>
          <Select
            value={c.status}
            className="sb-support-select"
            loading={setStatus.isPending}
            onChange={(v: TSupportStatus) => setStatus.mutate({ status: v, version: c.version }, { onSuccess: saved })}
            options={SUPPORT_STATUSES.map((s) => ({ value: s, label: t(`support.statuses.${s}`) }))}
            data-testid="support-status-select"
          />
        </label>
        <label>
          <span>{t('support.staff.assign')}</span>
          <Select
            value={c.assigneeUserId ?? ''}
            className="sb-support-select"
            loading={assign.isPending}
            onChange={(v: string) => assign.mutate({ staffUserId: v || null, version: c.version }, { onSuccess: saved })}
            options={[{ value: '', label: t('support.staff.unassigned') }, ...(staff.data?.rows ?? []).map((s) => ({ value: s.userId, label: s.name }))]}
            data-testid="support-assign-select"
          />
        </label>
      </div>
      <SupportThread
        messages={data.messages}
        viewer="staff"
        unreadFrom={firstUnreadIndex(data.messages, 'user', readAt?.id === conversationId ? readAt.at : data.lastReadAt)}
        hasEarlier={false}
      />
      <SupportComposer
        text={text}
        onText={setText}
        placeholder={t('support.staff.replyPlaceholder')}
        sendLabel={t('support.staff.reply')}
        sending={send.isPending}
        onSend={async ({ text: words, files }) => {
          try {
            const sent = await send.mutateAsync({ text: words, fileIds: files.map((f) => f.fileId) });
            setText('');
            setReadAt({ id: conversationId, at: sent.createdAt });
            return true;
          } catch {
            return false;
          }
        }}
      />
    </Card>
  );
}
