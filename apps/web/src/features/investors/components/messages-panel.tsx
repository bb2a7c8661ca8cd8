import type { ConversationResponse, ConversationsResponse } from '@flarescope/shared';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Loader,
  NavLink,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorKeyOf, isApiError } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useConversation, useConversations, useSendMessage } from '../api/conversations';

type Person = { id: string; username: string | null; organisation?: string | null };

/** A person by name, linked to their passport (which shows what they chose to show the viewer). */
const PassportLink = ({ person }: { person: Person }) => {
  const { t } = useTranslation();
  if (!person.username) return <>{t('investors.dataRoom.deletedAccount')}</>;
  const name = person.organisation ? `${person.organisation} (${person.username})` : person.username;
  return (
    <Anchor
      component={Link}
      to={paths.profile(person.username)}
      underline="always"
      aria-label={t('investors.messages.passportOf', { name })}
    >
      {name}
    </Anchor>
  );
};

const Compose = ({ slug, investorId }: { slug: string; investorId: string }) => {
  const { t } = useTranslation();
  const send = useSendMessage(slug, investorId);
  const [body, setBody] = useState('');
  const fieldError = send.error instanceof ApiError ? send.error.fields.body : undefined;
  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await send.mutateAsync({ body });
      setBody('');
    } catch {
      // Shown below.
    }
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)}>
      <Stack gap="xs">
        <Textarea
          label={t('investors.messages.message')}
          autosize
          minRows={2}
          maxLength={4000}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={fieldError ? t(fieldError) : undefined}
        />
        {send.error && !fieldError && (
          <Alert color="red" role="alert">
            {t(errorKeyOf(send.error))}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={send.isPending}>
            {t('investors.messages.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

const Thread = ({ slug, conversation }: { slug: string; conversation: ConversationResponse }) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap="sm">
      {conversation.items.length === 0 ? (
        <Text c="dark.5">{t('investors.messages.none')}</Text>
      ) : (
        <ScrollArea.Autosize mah={420} type="auto">
          <Stack gap="xs" component="ol" aria-label={t('investors.messages.title')} p={0} m={0}>
            {conversation.items.map((message) => (
              <Paper
                key={message.id}
                component="li"
                withBorder
                radius="md"
                p="sm"
                bg={message.isMine ? 'orange.0' : undefined}
                ml={message.isMine ? 'xl' : 0}
                mr={message.isMine ? 0 : 'xl'}
                style={{ listStyle: 'none' }}
              >
                <Text size="xs" c="dark.5">
                  {message.isMine
                    ? t('investors.messages.you')
                    : (message.sender ?? t('investors.dataRoom.deletedAccount'))}{' '}
                  · {format.dateTime(message.at)}
                </Text>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{message.body}</Text>
              </Paper>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      {conversation.canSend && <Compose slug={slug} investorId={conversation.investor.id} />}
    </Stack>
  );
};

const OpenThread = ({ slug, investorId }: { slug: string; investorId: string }) => {
  const { t } = useTranslation();
  const conversation = useConversation(slug, investorId);
  if (conversation.isError)
    return (
      <Alert color="red" role="alert">
        {t(errorKeyOf(conversation.error))}
      </Alert>
    );
  if (!conversation.data) return <Loader size="sm" role="status" aria-label={t('app.loading')} />;
  return <Thread slug={slug} conversation={conversation.data} />;
};

/** The owner's side: everyone who accepted the NDA, the unread first marked, one conversation open. */
const OwnerConversations = ({ slug, data }: { slug: string; data: ConversationsResponse }) => {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(data.items[0]?.investor.id ?? null);
  if (data.items.length === 0) return <Text>{t('investors.messages.noInvestors')}</Text>;
  const open = data.items.find((item) => item.investor.id === openId) ?? data.items[0];
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <nav aria-label={t('investors.messages.conversations')}>
          {data.items.map((item) => {
            const name = item.investor.organisation ?? item.investor.username ?? '—';
            return (
              <NavLink
                key={item.investor.id}
                component="button"
                label={name}
                description={t('investors.messages.count', { count: item.messages })}
                active={item.investor.id === open?.investor.id}
                aria-current={item.investor.id === open?.investor.id ? 'true' : undefined}
                onClick={() => setOpenId(item.investor.id)}
                rightSection={
                  item.unread > 0 ? (
                    <Badge
                      color="red.8"
                      size="sm"
                      aria-label={t('investors.messages.unread', { count: item.unread })}
                    >
                      {item.unread}
                    </Badge>
                  ) : undefined
                }
                mih={44}
              />
            );
          })}
        </nav>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        {open && (
          <Stack gap="xs">
            <Text fw={600}>
              {t('investors.messages.with')} <PassportLink person={open.investor} />
            </Text>
            <OpenThread key={open.investor.id} slug={slug} investorId={open.investor.id} />
          </Stack>
        )}
      </Grid.Col>
    </Grid>
  );
};

/**
 * Messages between the project's owner side and each investor who accepted its NDA (issue 27, item 3),
 * each side's name a link to their passport (subject to its privacy).
 */
export const MessagesPanel = ({
  slug,
  isOpen,
  isOwnerSide,
}: {
  slug: string;
  isOpen: boolean;
  isOwnerSide: boolean;
}) => {
  const { t } = useTranslation();
  const session = useSession();
  const conversations = useConversations(slug, isOpen);
  if (!isOpen || isApiError(conversations.error, 'nda_required'))
    return (
      <Alert color="orange" variant="light">
        {t('investors.messages.closed')}
      </Alert>
    );
  if (conversations.isError)
    return (
      <Alert color="red" role="alert">
        {t(errorKeyOf(conversations.error))}
      </Alert>
    );
  if (!conversations.data) return <Loader size="sm" role="status" aria-label={t('app.loading')} />;
  const { data } = conversations;
  return (
    <Stack gap="md">
      <Text c="dark.4">{t(isOwnerSide ? 'investors.messages.leadOwner' : 'investors.messages.lead')}</Text>
      {isOwnerSide ? (
        <OwnerConversations slug={slug} data={data} />
      ) : (
        <Stack gap="xs">
          {data.owner && (
            <Text fw={600}>
              {t('investors.messages.withOwner')} <PassportLink person={data.owner} />
            </Text>
          )}
          {session.user && <OpenThread slug={slug} investorId={session.user.id} />}
        </Stack>
      )}
    </Stack>
  );
};
