import { ndaRequestSchema, type NdaResponse } from '@flarescope/shared';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { errorKeyOf } from '../../../lib/form-errors';
import { useAcceptNda, useSaveNda } from '../api/accept-nda';
import { useNda, useNdaAcceptances } from '../api/get-nda';
import classes from './nda-panel.module.css';

const Acceptances = ({ slug }: { slug: string }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const acceptances = useNdaAcceptances(slug, true);
  if (!acceptances.data) return null;
  // Addresses come to administrators only (issue 27, item 4): the column shows when the API sends them.
  const showsIp = acceptances.data.showsIp;
  return (
    <div>
      <Title order={4} size="h6" mb={4}>
        {t('investors.nda.acceptances')}
      </Title>
      {acceptances.data.items.length === 0 ? (
        <Text size="sm" c="dark.4">
          {t('investors.nda.acceptancesEmpty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label={t('investors.nda.acceptances')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('investors.pipeline.investor')}</Table.Th>
                <Table.Th scope="col">{t('investors.nda.when')}</Table.Th>
                <Table.Th scope="col">{t('investors.nda.version', { version: '' }).trim()}</Table.Th>
                {showsIp && <Table.Th scope="col">{t('investors.nda.ip')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {acceptances.data.items.map((item, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{item.organisation ?? item.username ?? '—'}</Table.Td>
                  <Table.Td>{format.dateTime(item.acceptedAt)}</Table.Td>
                  <Table.Td>{item.version}</Table.Td>
                  {showsIp && <Table.Td>{item.ip ?? '—'}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </div>
  );
};

const EditTerms = ({ slug, nda, onDone }: { slug: string; nda: NdaResponse; onDone: () => void }) => {
  const { t } = useTranslation();
  const save = useSaveNda(slug);
  const [texts, setTexts] = useState({ textEn: nda.textEn, textEs: nda.textEs });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const handleSave = async () => {
    setFailure(null);
    const parsed = ndaRequestSchema.safeParse(texts);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      onDone();
    } catch (error) {
      setFailure(errorKeyOf(error));
    }
  };
  return (
    <Stack gap="sm">
      {(['textEn', 'textEs'] as const).map((name) => (
        <Textarea
          key={name}
          label={t(`investors.nda.${name}`)}
          autosize
          minRows={4}
          maxRows={14}
          required
          value={texts[name]}
          error={errors[name] ? t(errors[name]) : undefined}
          onChange={(event) => setTexts((current) => ({ ...current, [name]: event.currentTarget.value }))}
        />
      ))}
      {failure && (
        <Alert color="red" role="alert">
          {t(failure)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="subtle" onClick={onDone}>
          {t('investors.pipeline.cancel')}
        </Button>
        <Button onClick={() => void handleSave()} loading={save.isPending}>
          {t('investors.nda.save')}
        </Button>
      </Group>
    </Stack>
  );
};

/**
 * The project's confidentiality terms in the reader's language, with their version; investors accept
 * them here (which opens the data room), the owner's side edits them and sees who accepted.
 */
export const NdaPanel = ({ slug }: { slug: string }) => {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const nda = useNda(slug);
  const accept = useAcceptNda(slug);
  const [isEditing, setIsEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (nda.isError)
    return (
      <Alert color="red" role="alert">
        {t(errorKeyOf(nda.error))}
      </Alert>
    );
  if (!nda.data) return <Loader size="sm" role="status" aria-label={t('app.loading')} />;
  const terms = nda.data;
  const handleAccept = async () => {
    setFailure(null);
    try {
      await accept.mutateAsync(terms.version);
    } catch (error) {
      setFailure(errorKeyOf(error));
      await nda.refetch();
    }
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group gap="xs">
          <Badge variant="light" color="dark">
            {t('investors.nda.version', { version: terms.version })}
          </Badge>
          {terms.isStandard && (
            <Text size="sm" c="dark.4">
              {t('investors.nda.standard')}
            </Text>
          )}
        </Group>
        {isEditing ? (
          <EditTerms slug={slug} nda={terms} onDone={() => setIsEditing(false)} />
        ) : (
          // A focusable region, so a keyboard can scroll the terms where they scroll (a wide screen).
          <div className={classes.terms} role="region" tabIndex={0} aria-label={t('investors.nda.title')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lang={i18n.language === 'es' ? 'es' : 'en'}>
              {i18n.language === 'es' ? terms.textEs : terms.textEn}
            </Text>
          </div>
        )}
        {terms.acceptance ? (
          <Alert color="teal" role="status">
            {t('investors.nda.acceptedOn', {
              version: terms.acceptance.version,
              date: format.dateTime(terms.acceptance.acceptedAt),
            })}
          </Alert>
        ) : (
          !terms.canEdit && (
            <Group justify="flex-end">
              <Button
                onClick={() => void handleAccept()}
                loading={accept.isPending}
                classNames={{ root: classes.acceptButton, label: classes.acceptLabel }}
              >
                {t('investors.nda.accept')}
              </Button>
            </Group>
          )
        )}
        {failure && (
          <Alert color="red" role="alert">
            {t(failure)}
          </Alert>
        )}
        {terms.canEdit && !isEditing && (
          <Group justify="flex-end">
            <Button variant="light" onClick={() => setIsEditing(true)}>
              {t('investors.nda.edit')}
            </Button>
          </Group>
        )}
        {terms.canEdit && <Acceptances slug={slug} />}
      </Stack>
    </Paper>
  );
};
