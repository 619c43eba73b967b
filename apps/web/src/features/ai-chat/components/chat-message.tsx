import { Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TChatCitation } from '@scrapbridge/domain/ai-chat/ai-chat';
import { answerParts } from '../lib/answer-parts.ts';

export type TShownMessage = { key: string; role: 'user' | 'assistant'; content: string; citations: TChatCitation[]; streaming?: boolean; failed?: string };

/** One question or answer; an answer's [n] marks link to their sources, listed under it with the quoted passage. */
export function ChatMessage({ m }: { m: TShownMessage }) {
  const { t } = useTranslation();
  if (m.role === 'user') {
    return (
      <div className="sb-chat-msg sb-chat-msg-user" data-testid="chat-message-user">
        <span className="sb-chat-who">{t('aiChat.page.you')}</span>
        <p>{m.content}</p>
      </div>
    );
  }
  return (
    <div className="sb-chat-msg sb-chat-msg-assistant" data-testid="chat-message-assistant" aria-busy={m.streaming ? true : undefined}>
      <span className="sb-chat-who">{t('aiChat.page.assistant')}</span>
      {m.content === '' && m.streaming && <p className="sb-chat-thinking">{t('aiChat.page.thinking')}</p>}
      <p className="sb-chat-answer">
        {answerParts(m.content, m.citations).map((p, i) =>
          p.kind === 'text' ? (
            <span key={i}>{p.text}</span>
          ) : (
            <Link key={i} to={p.citation.link} className="sb-chat-mark" title={p.citation.title} data-testid="chat-mark">
              [{p.citation.n}]
            </Link>
          ),
        )}
      </p>
      {m.failed && (
        <p className="sb-chat-failed" role="alert">
          {m.failed}
        </p>
      )}
      {m.citations.length > 0 && !m.streaming && (
        <ol className="sb-chat-sources" aria-label={t('aiChat.page.sources')}>
          {m.citations.map((c) => (
            <li key={c.n} data-testid="chat-citation">
              <span className="sb-chat-source-n">{c.n}</span>
              <div>
                <Tag>{t(`aiChat.kinds.${c.kind}`)}</Tag>
                <Link to={c.link}>{c.title}</Link>
                <p>{c.snippet}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
