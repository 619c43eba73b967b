/**
 * /saas-chat (§2: public, kept alive; the header's "AI chat"; issue 17 item 6): ask about grades, prices, trading
 * rules and — signed in — one's own listings, quotes, orders, shipments and claims. The answer streams in with its
 * [n] marks linked to the quoted sources, listed under it. A signed-in user's conversations are kept (40 per pull,
 * §9; rename, delete) in a side list, in a drawer on a phone; a visitor's page keeps its one conversation while it
 * is open (kept alive) and is told that signing in lets them ask about their own orders.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Drawer, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CHAT_QUESTION_MAX } from '@scrapbridge/domain/ai-chat/ai-chat';
import { FeatureFrame } from '#components/page-frame.tsx';
import { openLoginDialog } from '#lib/login-dialog.ts';
import { areaKey } from '#lib/route-client.ts';
import { useShellContext } from '#lib/shell-context.ts';
import { useMediaQuery } from '#lib/use-media-query.ts';
import { askQuestion, useConversationMessages } from '../api/ai-chat-api.ts';
import { ChatMessage, type TShownMessage } from '../components/chat-message.tsx';
import { ConversationList } from '../components/conversation-list.tsx';
import '../ai-chat.css';

const SUGGESTIONS = ['fixing', 'brightCopper', 'seal', 'prices'] as const;

export default function SaasChatPage() {
  const { t } = useTranslation();
  const { signedIn, active } = useShellContext();
  const wide = useMediaQuery('(min-width: 850px)');
  const qc = useQueryClient();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const [shown, setShown] = useState<TShownMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const seq = useRef(0);
  const endRef = useRef<HTMLDivElement | null>(null);

  // Signed out while the page was kept: the conversation shown was the account's, not the visitor's.
  const [wasSignedIn, setWasSignedIn] = useState(signedIn);
  if (wasSignedIn !== signedIn) {
    setWasSignedIn(signedIn);
    if (!signedIn) {
      setSelectedId(null);
      setLoadedFor(null);
      setShown([]);
    }
  }

  const messages = useConversationMessages(signedIn ? selectedId : null);
  if (messages.data && selectedId && loadedFor !== selectedId && messages.data.conversation.id === selectedId && !busy) {
    setLoadedFor(selectedId);
    setShown(messages.data.rows.map((m) => ({ key: m.id, role: m.role, content: m.content, citations: m.citations })));
  }

  useEffect(() => {
    if (active) endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown, active]);

  const newChat = () => {
    abortRef.current?.abort();
    setSelectedId(null);
    setLoadedFor(null);
    setShown([]);
  };
  const select = (id: string) => {
    if (busy) abortRef.current?.abort();
    setSelectedId(id);
    setLoadedFor(null);
    setShown([]);
    setDrawer(false);
  };

  const send = async (text: string) => {
    const question = text.trim();
    if (!question || busy) return;
    const userKey = `q${++seq.current}`;
    const answerKey = `a${seq.current}`;
    setShown((prev) => [...prev, { key: userKey, role: 'user', content: question, citations: [] }, { key: answerKey, role: 'assistant', content: '', citations: [], streaming: true }]);
    setDraft('');
    setBusy(true);
    const ctrl = new AbortController();
    abortRef.current = ctrl;
    const patch = (fn: (m: TShownMessage) => TShownMessage) => setShown((prev) => prev.map((m) => (m.key === answerKey ? fn(m) : m)));
    const outcome = await askQuestion(
      { question, ...(selectedId ? { conversationId: selectedId } : {}) },
      {
        onStart: (d) => {
          if (d.conversationId && d.conversationId !== selectedId) {
            setLoadedFor(d.conversationId);
            setSelectedId(d.conversationId);
          }
        },
        onToken: (piece) => patch((m) => ({ ...m, content: m.content + piece })),
        onCitations: (citations) => patch((m) => ({ ...m, citations })),
      },
      ctrl.signal,
    );
    const failed = outcome.ok || 'aborted' in outcome ? undefined : outcome.msg || t('aiChat.page.failed');
    patch((m) => ({ ...m, streaming: false, ...(failed ? { failed } : {}) }));
    setBusy(false);
    if (signedIn) void qc.invalidateQueries({ queryKey: areaKey('aiChat') });
  };

  const list = signedIn ? <ConversationList selectedId={selectedId} onSelect={select} onDeleted={(id) => id === selectedId && newChat()} /> : null;

  return (
    <FeatureFrame
      classPrefix="sb-chat"
      testId="saas-chat-page"
      title={t('aiChat.page.title')}
      subtitle={t('aiChat.page.intro')}
      extra={
        <>
          {signedIn && !wide && (
            <Button onClick={() => setDrawer(true)} data-testid="chat-open-list">
              {t('aiChat.page.openList')}
            </Button>
          )}
          <Button onClick={newChat} data-testid="chat-new">
            {t('aiChat.page.newChat')}
          </Button>
        </>
      }
    >
      {!signedIn && (
        <Alert
          className="sb-chat-banner"
          type="info"
          showIcon
          title={t('aiChat.page.visitorBanner')}
          action={
            <Button size="small" type="primary" onClick={() => openLoginDialog()} data-testid="chat-sign-in">
              {t('aiChat.page.signInToAsk')}
            </Button>
          }
          data-testid="chat-visitor-banner"
        />
      )}
      <div className="sb-chat-body">
        {wide && list && <aside className="sb-chat-aside">{list}</aside>}
        <div className="sb-chat-main">
          <div className="sb-chat-thread" aria-live="polite">
            {shown.length === 0 && !messages.isFetching && (
              <div className="sb-chat-empty">
                <p>{t('aiChat.page.empty')}</p>
                <p className="sb-chat-suggested">{t('aiChat.page.suggested')}</p>
                <div className="sb-chat-suggestions">
                  {[...SUGGESTIONS, ...(signedIn ? (['myOrders'] as const) : [])].map((k) => (
                    <Button key={k} onClick={() => void send(t(`aiChat.suggestions.${k}`))} data-testid="chat-suggestion">
                      {t(`aiChat.suggestions.${k}`)}
                    </Button>
                  ))}
                </div>
              </div>
            )}
            {shown.map((m) => (
              <ChatMessage key={m.key} m={m} />
            ))}
            <div ref={endRef} />
          </div>
          <form
            className="sb-chat-composer"
            onSubmit={(e) => {
              e.preventDefault();
              void send(draft);
            }}
          >
            <Input.TextArea
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onPressEnter={(e) => {
                if (e.shiftKey || e.nativeEvent.isComposing) return;
                e.preventDefault();
                void send(draft);
              }}
              autoSize={{ minRows: 1, maxRows: 5 }}
              maxLength={CHAT_QUESTION_MAX}
              placeholder={t('aiChat.page.placeholder')}
              aria-label={t('aiChat.fields.question')}
              data-testid="chat-input"
            />
            {busy ? (
              <Button onClick={() => abortRef.current?.abort()} data-testid="chat-stop">
                {t('aiChat.page.stop')}
              </Button>
            ) : (
              <Button type="primary" htmlType="submit" disabled={!draft.trim()} data-testid="chat-send">
                {t('aiChat.page.send')}
              </Button>
            )}
          </form>
        </div>
      </div>
      {!wide && list && (
        <Drawer open={drawer} placement="left" size={300} onClose={() => setDrawer(false)} title={t('aiChat.page.conversations')}>
          {/* The test id on the content itself: antd puts a Drawer's own props on its outer wrapper. */}
          <div data-testid="chat-list-drawer">{list}</div>
        </Drawer>
      )}
    </FeatureFrame>
  );
}
