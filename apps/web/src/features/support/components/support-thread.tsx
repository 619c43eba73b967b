/**
 * A customer service conversation as both sides see it: messages oldest first, the other side's on the left, pictures
 * as thumbnails that open full size, other files as links, and a "New" line before the first unread message.
 */
import { Fragment, useEffect, useRef } from 'react';
import { Button, Empty, Tag } from 'antd';
import { FileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { TSupportMessage } from '@scrapbridge/domain/support/support';
import { contextLabel, fileSize } from '../lib/support-format.ts';

export function SupportThread(props: {
  messages: readonly TSupportMessage[];
  /** Whose messages are "mine" (right side): the user's page or the staff console. */
  viewer: 'user' | 'staff';
  /** Index of the first unread message (-1: none). */
  unreadFrom: number;
  hasEarlier: boolean;
  onEarlier?: () => void;
  loadingEarlier?: boolean;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const last = props.messages.at(-1)?.id;
  // A new message (either side) scrolls the conversation (not the page) to its end; reading earlier ones does not.
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [last]);

  if (props.messages.length === 0) {
    return <Empty className="sb-support-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('support.page.empty')} />;
  }
  return (
    <div className="sb-support-thread" data-testid="support-thread" ref={box}>
      {props.hasEarlier && props.onEarlier && (
        <Button type="link" size="small" onClick={props.onEarlier} loading={props.loadingEarlier} className="sb-support-earlier">
          {t('support.page.earlier')}
        </Button>
      )}
      {props.messages.map((m, i) => {
        const mine = m.author === props.viewer;
        const who = m.author === 'staff' ? (m.authorName ? t('support.page.staffName', { name: m.authorName }) : t('support.title')) : mine ? t('support.page.you') : m.authorName;
        return (
          <Fragment key={m.id}>
            {i === props.unreadFrom && (
              <div className="sb-support-new" data-testid="support-new-marker">
                <span>{t('support.page.newMarker')}</span>
              </div>
            )}
            <div className={`sb-support-msg${mine ? ' is-mine' : ''}`} data-testid="support-message" data-author={m.author}>
              <div className="sb-support-meta">
                <span className="sb-support-who">{who}</span>
                <time dateTime={m.createdAt}>{dayjs(m.createdAt).format('YYYY-MM-DD HH:mm')}</time>
              </div>
              <div className="sb-support-bubble">
                {m.context && <Tag className="sb-support-chip">{t('support.context.chip', { topic: contextLabel(m.context, t) })}</Tag>}
                {m.text && <p className="sb-support-text">{m.text}</p>}
                {m.files.length > 0 && (
                  <ul className="sb-support-files">
                    {m.files.map((f) =>
                      f.kind === 'image' ? (
                        <li key={f.fileId}>
                          <a href={f.url} target="_blank" rel="noreferrer" title={f.name}>
                            <img src={f.url} alt={f.name} loading="lazy" className="sb-support-thumb" />
                          </a>
                        </li>
                      ) : (
                        <li key={f.fileId}>
                          <a href={f.url} target="_blank" rel="noreferrer" download={f.name} aria-label={t('support.page.download', { name: f.name })} className="sb-support-doc">
                            <FileOutlined /> {f.name} <span className="sb-support-size">{fileSize(f.size)}</span>
                          </a>
                        </li>
                      ),
                    )}
                  </ul>
                )}
              </div>
            </div>
          </Fragment>
        );
      })}
    </div>
  );
}
