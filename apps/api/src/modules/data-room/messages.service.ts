import { randomUUID } from 'node:crypto';
import type { ConversationResponse, ConversationsResponse, MessageRequest } from '@flarescope/shared';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import type { ProjectAccess } from '../investors/index.js';
import { notifyMessage } from '../notifications/index.js';
import * as repo from './conversations.repository.js';
import { openRoom, type DataRoomDeps } from './data-room.service.js';
import { ndaReaders, personNamed, usernamesOf } from './people.js';

/**
 * Messages between a project's owner side (its owner and administrators) and one investor (issue 27,
 * item 3), once the investor accepted the project's NDA: one conversation per project and investor,
 * named in the URL by the investor's id.
 */

type Side = 'investor' | 'owner';

const personOf = (row: { id: string; username: string | null; organisation: string | null }) => ({
  id: row.id,
  username: row.username,
  organisation: row.organisation,
});

const ownerOf = async (deps: DataRoomDeps, access: ProjectAccess) => {
  if (!access.row.owner_id) return null;
  const owner = await personNamed(deps, access.row.owner_id);
  return owner ? { id: owner.id, username: owner.username ?? null } : null;
};

/**
 * Who the viewer is in the conversation with `investorId`: the investor themselves, or the owner's side
 * talking to someone who accepted the NDA. Anyone else: `forbidden`; an investor who never accepted it:
 * `not_found` (there is no such conversation).
 */
const sideIn = async (deps: DataRoomDeps, access: ProjectAccess, investorId: string): Promise<Side> => {
  if (investorId === access.user.id && !access.isOwnerSide) return 'investor';
  if (!access.isOwnerSide) throw new AppError('forbidden');
  const readers = await ndaReaders(deps, access.row.id);
  if (!readers.some((reader) => reader.id === investorId)) throw new AppError('not_found');
  return 'owner';
};

/**
 * The viewer's conversations in a project: every investor who accepted the NDA for the owner's side, the
 * investor's own for an investor; each with its counts. The project's owner is named, whose passport the
 * investor may open (subject to its privacy).
 */
export const listConversations = async (
  ctx: ServiceContext,
  { slug }: { slug: string },
): Promise<ConversationsResponse> => {
  const deps: DataRoomDeps = ctx;
  const access = await openRoom(ctx, { slug, action: 'view' });
  const counts = await repo.conversationCounts(
    deps.db,
    access.row.id,
    access.isOwnerSide ? 'investor' : 'owner',
  );
  const people = access.isOwnerSide
    ? await ndaReaders(deps, access.row.id)
    : [await personNamed(deps, access.user.id)].flatMap((row) => (row ? [row] : []));
  return {
    items: people
      .filter((person) => !access.isOwnerSide || person.id !== access.user.id)
      .map((person) => {
        const count = counts.get(person.id);
        return {
          investor: personOf(person),
          messages: count?.messages ?? 0,
          unread: count?.unread ?? 0,
          lastAt: count?.lastAt ?? null,
        };
      })
      .sort((a, b) => (b.lastAt ?? '').localeCompare(a.lastAt ?? '')),
    owner: await ownerOf(deps, access),
  };
};

const presentConversation = async (
  deps: DataRoomDeps,
  access: ProjectAccess,
  investorId: string,
): Promise<ConversationResponse> => {
  const [investor, rows] = await Promise.all([
    personNamed(deps, investorId),
    repo.messagesOf(deps.db, access.row.id, investorId),
  ]);
  if (!investor) throw new AppError('not_found');
  const senders = await usernamesOf(
    deps,
    rows.map((row) => row.sender_id),
  );
  return {
    investor: personOf(investor),
    owner: await ownerOf(deps, access),
    items: rows.map((row) => ({
      id: row.id,
      body: row.body,
      at: row.created_at,
      side: row.sender_side === 'investor' ? ('investor' as const) : ('owner' as const),
      sender: (row.sender_id ? senders.get(row.sender_id) : null) ?? null,
      isMine: row.sender_id === access.user.id,
    })),
    canSend: true,
  };
};

/** One conversation, oldest first; what the other side sent is marked read. */
export const getConversation = async (
  ctx: ServiceContext,
  { slug, investorId }: { slug: string; investorId: string },
): Promise<ConversationResponse> => {
  const deps: DataRoomDeps = ctx;
  const access = await openRoom(ctx, { slug, action: 'view' });
  const side = await sideIn(deps, access, investorId);
  await repo.markMessagesRead(deps.db, {
    projectId: access.row.id,
    investorId,
    fromSide: side === 'investor' ? 'owner' : 'investor',
    now: deps.clock.now().toISOString(),
  });
  return presentConversation(deps, access, investorId);
};

/** Sends one message in the conversation with `investorId`, tells the other side, answers the conversation. */
export const sendMessage = async (
  ctx: ServiceContext,
  { slug, investorId, body }: { slug: string; investorId: string; body: MessageRequest },
): Promise<ConversationResponse> => {
  const deps: DataRoomDeps = ctx;
  const access = await openRoom(ctx, { slug, action: 'view' });
  const side = await sideIn(deps, access, investorId);
  await repo.insertMessage(deps.db, {
    id: randomUUID(),
    project_id: access.row.id,
    investor_id: investorId,
    sender_id: access.user.id,
    sender_side: side,
    body: body.body,
    read_at: null,
    created_at: deps.clock.now().toISOString(),
  });
  const response = await presentConversation(deps, access, investorId);
  await notifyMessage(ctx, {
    projectId: access.row.id,
    investorId,
    senderId: access.user.id,
    senderSide: side,
  });
  return response;
};
