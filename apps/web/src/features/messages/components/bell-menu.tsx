import { useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell } from '@/components/icons';
import type { InboxMessage } from '@saude/shared/schemas/messages';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { PagedList } from '@/components/ui/paged-list';
import { useInbox } from '../api/use-inbox';
import { useMarkAllRead } from '../api/use-mark-all-read';
import { useMarkMessageRead } from '../api/use-mark-message-read';
import { BELL_BUTTON_CLASS } from './bell-button';
import { MessageDialog } from './message-dialog';
import { MessageList } from './message-list';
import { BELL_PREVIEW_CHARS, INBOX_PREVIEW_CHARS, preview, unreadPhrase } from './message-text';

const BELL_LIST_SIZE = 5;
const ITEM_CLASS = 'rounded-lg p-2 outline-none data-highlighted:bg-slate-100';

/**
 * The bell's menu (the latest messages), the whole inbox in a dialog, and each message in full.
 * Opening an unread one marks it read. Mounted by the first press of the bell, so it opens at once.
 */
export default function BellMenu({ unread, label }: { unread: number; label: string }) {
  const inbox = useInbox();
  const markRead = useMarkMessageRead();
  const markAll = useMarkAllRead();
  const [inboxOpen, setInboxOpen] = useState(false);
  const [opened, setOpened] = useState<InboxMessage | null>(null);
  const latest = inbox.items.slice(0, BELL_LIST_SIZE);
  // The newest message on screen: "Marcar todas" reads up to it, not one that arrives meanwhile.
  const newest = inbox.items.length > 0 ? Math.max(...inbox.items.map((m) => m.id)) : null;

  function open(message: InboxMessage) {
    setOpened(message);
    if (!message.is_read) markRead.mutate(message.id);
  }

  return (
    <>
      <DropdownMenu.Root defaultOpen>
        <DropdownMenu.Trigger aria-label={label} className={BELL_BUTTON_CLASS}>
          <Bell className="size-6" aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            // On a phone the panel is nearly as wide as the screen: keep its margins at the edges.
            collisionPadding={12}
            // No taller than the room below the bell (a banner may push it down): the rest scrolls.
            className="z-50 max-h-(--radix-dropdown-menu-content-available-height) w-[min(22rem,calc(100vw-1.5rem))] overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
          >
            <DropdownMenu.Label className="px-2 py-1.5 text-sm font-semibold text-slate-900">
              Mensagens {unread > 0 ? `(${unreadPhrase(unread)})` : ''}
            </DropdownMenu.Label>
            {inbox.isPending ? (
              <p role="status" className="px-2 py-4 text-center text-sm text-slate-600">
                Carregando...
              </p>
            ) : inbox.isError ? (
              <DropdownMenu.Item
                onSelect={inbox.retry}
                className={`cursor-pointer text-sm text-red-800 ${ITEM_CLASS}`}
              >
                Não foi possível carregar as mensagens. Tentar novamente
              </DropdownMenu.Item>
            ) : latest.length === 0 ? (
              <p className="px-2 py-4 text-center text-sm text-slate-600">Nenhuma mensagem</p>
            ) : (
              latest.map((m) => (
                <DropdownMenu.Item
                  key={m.id}
                  onSelect={() => open(m)}
                  className={`cursor-pointer ${ITEM_CLASS}`}
                >
                  <span
                    className={m.is_read ? 'text-sm text-slate-900' : 'text-sm font-semibold text-slate-900'}
                  >
                    {!m.is_read ? (
                      <span className="mr-1.5 inline-block size-2 rounded-full bg-teal-600" />
                    ) : null}
                    {m.title}
                    {!m.is_read ? <span className="sr-only"> (não lida)</span> : null}
                  </span>
                  <span className="block text-sm break-words text-slate-600">
                    {preview(m.message_text, BELL_PREVIEW_CHARS)}
                  </span>
                </DropdownMenu.Item>
              ))
            )}
            <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
            <DropdownMenu.Item
              onSelect={() => setInboxOpen(true)}
              className="cursor-pointer rounded-lg p-2 text-center text-sm font-medium text-teal-800 outline-none data-highlighted:bg-teal-50"
            >
              Ver todas as mensagens
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Dialog
        open={inboxOpen}
        onOpenChange={(open) => {
          setInboxOpen(open);
          if (!open) markAll.reset();
        }}
      >
        <DialogContent title="Caixa de entrada" description="Mensagens da Secretaria de Saúde">
          {markAll.isSuccess ? (
            // In the button's place, so the focus it had is not lost with it.
            <p role="status" className="mb-3 text-sm text-slate-700">
              Todas as mensagens foram lidas.
            </p>
          ) : unread > 0 && newest !== null ? (
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-slate-700">
                {unread} {unread === 1 ? 'mensagem não lida' : 'mensagens não lidas'}
              </p>
              <Button
                variant="outline"
                size="sm"
                disabled={markAll.isPending}
                onClick={() => markAll.mutate(newest)}
              >
                {markAll.isPending ? 'Marcando...' : 'Marcar todas como lidas'}
              </Button>
            </div>
          ) : null}
          {markAll.isError ? (
            <p role="alert" className="mb-3 text-sm font-medium text-red-700">
              Não foi possível marcar as mensagens como lidas. Tente novamente.
            </p>
          ) : null}
          <PagedList
            list={inbox}
            loadingLabel="Carregando mensagens..."
            errorText="Não foi possível carregar as mensagens."
            empty={<p className="py-6 text-center text-sm text-slate-600">Nenhuma mensagem</p>}
          >
            {(items) => <MessageList messages={items} previewChars={INBOX_PREVIEW_CHARS} onOpen={open} />}
          </PagedList>
        </DialogContent>
      </Dialog>
      <MessageDialog message={opened} onClose={() => setOpened(null)} />
    </>
  );
}
