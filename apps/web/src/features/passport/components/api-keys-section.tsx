import {
  API_KEY_DEFAULT_EXPIRY_DAYS,
  API_KEY_EXPIRY_CHOICES,
  type ApiKeyExpiry,
  API_KEY_NAME_MAX_LENGTH,
  apiKeyCreateSchema,
  flaringContract,
  type ApiKeyCreated,
} from '@flarescope/shared';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { errorKeyOf } from '../../../lib/form-errors';
import { useApiKeys } from '../api/get-api-keys';
import { useCreateApiKey } from '../api/create-api-key';
import { useRevokeApiKey } from '../api/revoke-api-key';
import classes from './passport.module.css';

type Status = { kind: 'success' | 'error'; key: string } | null;

/** The expiry select's value for a choice of days (null: no expiry). */
const expiryValue = (days: ApiKeyExpiry) => String(days);

/**
 * Personal API keys (premium): create with a name and an expiry (a year unless chosen otherwise; the secret
 * shown once, with its expiry), list with when each was last used and when it expires, revoke.
 */
export const ApiKeysSection = () => {
  const { t, i18n } = useTranslation();
  const keys = useApiKeys(true);
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState(expiryValue(API_KEY_DEFAULT_EXPIRY_DAYS));
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const date = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
      : t('passport.apiKeys.never');
  const expiresOn = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' })
      : t('passport.apiKeys.noExpiry');

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const parsed = apiKeyCreateSchema.safeParse({
      name,
      expiresInDays: expiry === 'never' ? 'never' : Number(expiry),
    });
    if (!parsed.success) return setNameError(parsed.error.issues[0]?.message ?? 'validation.invalid_value');
    setNameError(null);
    try {
      setCreated(await create.mutateAsync(parsed.data));
      setName('');
    } catch (error) {
      setStatus({ kind: 'error', key: errorKeyOf(error) });
    }
  };

  const revokeKey = async (id: string, keyName: string) => {
    if (!window.confirm(t('passport.apiKeys.confirmRevoke', { name: keyName }))) return;
    setStatus(null);
    try {
      await revoke.mutateAsync(id);
      setStatus({ kind: 'success', key: 'passport.apiKeys.revoked' });
    } catch (error) {
      setStatus({ kind: 'error', key: errorKeyOf(error) });
    }
  };

  return (
    <Stack gap="md">
      <Text c="dark.4">{t('passport.apiKeys.lead')}</Text>
      <Stack gap={4}>
        <Text size="sm">{t('passport.apiKeys.example')}</Text>
        <Code block className={classes.secret}>
          {`curl -H "x-api-key: fsk_…" "${window.location.origin}${api.href(flaringContract.exportWorld, { query: { format: 'csv' } })}"`}
        </Code>
      </Stack>
      <Anchor href={paths.apiDocs} target="_blank" rel="noreferrer" fw={600}>
        {t('passport.apiKeys.docs')}
      </Anchor>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('passport.apiKeys.name')}
            placeholder={t('passport.apiKeys.namePlaceholder')}
            value={name}
            maxLength={API_KEY_NAME_MAX_LENGTH}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError ? t(nameError) : undefined}
            style={{ flex: '1 1 240px' }}
          />
          <NativeSelect
            label={t('passport.apiKeys.expiry')}
            value={expiry}
            onChange={(event) => setExpiry(event.currentTarget.value)}
            data={API_KEY_EXPIRY_CHOICES.map((days) => ({
              value: expiryValue(days),
              label: t(`passport.apiKeys.expiryChoices.${days === 'never' ? 'never' : `d${days}`}`),
            }))}
            style={{ flex: '0 1 180px' }}
          />
          <Button type="submit" loading={create.isPending}>
            {t('passport.apiKeys.create')}
          </Button>
        </Group>
      </form>
      {created && (
        <Alert color="orange" role="status" title={t('passport.apiKeys.created')}>
          <Stack gap="xs">
            <Text size="sm" fw={600} id="new-api-key-label">
              {t('passport.apiKeys.secretLabel')}
            </Text>
            <Text size="sm" data-testid="api-key-expiry">
              {created.key.expiresAt
                ? t('passport.apiKeys.expiresOn', { date: expiresOn(created.key.expiresAt) })
                : t('passport.apiKeys.noExpiry')}
            </Text>
            <Code
              block
              className={classes.secret}
              aria-labelledby="new-api-key-label"
              data-testid="api-key-secret"
            >
              {created.secret}
            </Code>
            <Group gap="sm">
              <CopyButton value={created.secret}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? t('passport.apiKeys.copied') : t('passport.apiKeys.copy')}
                  </Button>
                )}
              </CopyButton>
              <Button size="xs" variant="default" onClick={() => setCreated(null)}>
                {t('passport.apiKeys.done')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {status && (
        <Alert
          color={status.kind === 'error' ? 'red' : 'teal'}
          role={status.kind === 'error' ? 'alert' : 'status'}
        >
          {t(status.key)}
        </Alert>
      )}
      {keys.isPending ? (
        <Loader size="sm" role="status" aria-label={t('passport.loading')} />
      ) : keys.isError ? (
        <Alert color="red">{t(errorKeyOf(keys.error))}</Alert>
      ) : keys.data.items.length === 0 ? (
        <Text c="dark.4">{t('passport.apiKeys.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={680}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('passport.apiKeys.columns.name')}</Table.Th>
                <Table.Th>{t('passport.apiKeys.columns.prefix')}</Table.Th>
                <Table.Th>{t('passport.apiKeys.columns.created')}</Table.Th>
                <Table.Th>{t('passport.apiKeys.columns.lastUsed')}</Table.Th>
                <Table.Th>{t('passport.apiKeys.columns.expires')}</Table.Th>
                <Table.Th>{t('passport.apiKeys.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.data.items.map((key) => (
                <Table.Tr key={key.id}>
                  <Table.Td>{key.name}</Table.Td>
                  <Table.Td>
                    <Code>{key.prefix}…</Code>
                  </Table.Td>
                  <Table.Td>{date(key.createdAt)}</Table.Td>
                  <Table.Td>{date(key.lastUsedAt)}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <span>{expiresOn(key.expiresAt)}</span>
                      {key.expired && (
                        <Badge color="red" variant="light">
                          {t('passport.apiKeys.expired')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={t('passport.apiKeys.revokeLabel', { name: key.name })}
                      onClick={() => void revokeKey(key.id, key.name)}
                    >
                      {t('passport.apiKeys.revoke')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
};
