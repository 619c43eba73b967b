import { useState } from 'react';
import { Button, Empty, Input, Modal, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHAT_TITLE_MAX, type TChatConversation } from '@scrapbridge/domain/ai-chat/ai-chat';
import { useConversations, useDeleteConversation, useRenameConversation } from '../api/ai-chat-api.ts';

/** The signed-in user's conversations, most recently active first, 40 per pull (§9) with "load more". */
export function ConversationList({ selectedId, onSelect, onDeleted }: { selectedId: string | null; onSelect: (id: string) => void; onDeleted: (id: string) => void }) {
  const { t } = useTranslation();
  const list = useConversations(true);
  const rename = useRenameConversation();
  const remove = useDeleteConversation();
  const [renaming, setRenaming] = useState<TChatConversation | null>(null);
  const [title, setTitle] = useState('');
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];

  return (
    <nav className="sb-chat-list" aria-label={t('aiChat.page.conversations')}>
      <h2>{t('aiChat.page.conversations')}</h2>
      {list.isSuccess && rows.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('aiChat.page.noConversations')} />}
      <ul>
        {rows.map((c) => (
          <li key={c.id} className={c.id === selectedId ? 'sb-chat-list-item sb-chat-list-item-on' : 'sb-chat-list-item'} data-testid="chat-conversation-item">
            <button type="button" className="sb-chat-list-open" onClick={() => onSelect(c.id)} title={c.title}>
              {c.title}
            </button>
            <span className="sb-chat-list-actions">
              <Button
                size="small"
                type="text"
                onClick={() => {
                  setRenaming(c);
                  setTitle(c.title);
                }}
              >
                {t('aiChat.page.rename')}
              </Button>
              <Popconfirm
                title={t('aiChat.page.deleteConfirm')}
                okText={t('aiChat.page.delete')}
                cancelText={t('aiChat.page.cancel')}
                onConfirm={() => remove.mutateAsync(c.id).then(() => onDeleted(c.id))}
              >
                <Button size="small" type="text" danger>
                  {t('aiChat.page.delete')}
                </Button>
              </Popconfirm>
            </span>
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <Button block onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          {t('aiChat.page.loadMore')}
        </Button>
      )}
      <Modal
        open={!!renaming}
        title={t('aiChat.page.renameTitle')}
        okText={t('aiChat.page.save')}
        cancelText={t('aiChat.page.cancel')}
        okButtonProps={{ disabled: !title.trim(), loading: rename.isPending }}
        onCancel={() => setRenaming(null)}
        onOk={() => renaming && rename.mutateAsync({ conversationId: renaming.id, title: title.trim() }).then(() => setRenaming(null))}
        destroyOnHidden
      >
        <Input value={title} maxLength={CHAT_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} aria-label={t('aiChat.fields.title')} data-testid="chat-rename-input" />
      </Modal>
    </nav>
  );
}
