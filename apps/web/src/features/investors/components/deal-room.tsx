import { Tabs } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AccessLogPanel } from './access-log-panel';
import { DataRoomPanel } from './data-room-panel';
import { MessagesPanel } from './messages-panel';
import { QuestionsPanel } from './questions-panel';

export const DEAL_ROOM_TABS = ['documents', 'questions', 'messages', 'log'] as const;
export type DealRoomTab = (typeof DEAL_ROOM_TABS)[number];

/** The tab named by `?room=`, when the viewer may open it; the documents otherwise. */
const tabOf = (value: string | null, tabs: readonly DealRoomTab[]): DealRoomTab =>
  tabs.find((tab) => tab === value) ?? 'documents';

/**
 * The data room's tabs (issue 27): documents, questions and answers, messages, and for the owner's side
 * the access log in a tab of its own. The open tab is kept in the address (`?room=questions`), so a
 * notice's link, a mail's or a reload opens it again (and scrolls to it).
 */
export const DealRoom = ({
  slug,
  isOpen,
  isOwnerSide,
}: {
  slug: string;
  isOpen: boolean;
  isOwnerSide: boolean;
}) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabs: DealRoomTab[] = isOwnerSide ? [...DEAL_ROOM_TABS] : ['documents', 'questions', 'messages'];
  const asked = params.get('room');
  const current = tabOf(asked, tabs);
  useEffect(() => {
    // Opened from a link to one tab: bring the room into view once.
    if (asked) document.getElementById('data-room-heading')?.scrollIntoView();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on arrival
  }, []);
  const panels: Record<DealRoomTab, ReactNode> = {
    documents: <DataRoomPanel slug={slug} isOpen={isOpen} />,
    questions: <QuestionsPanel slug={slug} isOpen={isOpen} />,
    messages: <MessagesPanel slug={slug} isOpen={isOpen} isOwnerSide={isOwnerSide} />,
    log: <AccessLogPanel slug={slug} />,
  };
  const handleChange = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value && value !== 'documents') next.set('room', value);
    else next.delete('room');
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return (
    <Tabs value={current} onChange={handleChange} keepMounted={false}>
      <Tabs.List mb="md">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab} mih={44}>
            {t(`investors.dealRoom.tabs.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab} value={tab}>
          {panels[tab]}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
};
