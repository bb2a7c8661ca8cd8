import type { DuplicateCandidate } from '@flarescope/shared';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Radio,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDuplicates, useReviewDuplicate } from '../api/get-duplicates';
import { AdminHeader } from '../components/admin-layout';
import classes from '../components/admin.module.css';
import { useAdminFormat } from '../components/use-admin-format';

type Choice = 'keep0' | 'keep1' | 'distinct';

/** The decision on one pair: which name to keep (merge) or not the same, with the evidence. */
const ReviewPair = ({ pair, onClose }: { pair: DuplicateCandidate; onClose: () => void }) => {
  const { t } = useTranslation();
  const review = useReviewDuplicate();
  const [choice, setChoice] = useState<Choice>('keep0');
  const [evidence, setEvidence] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [a, b] = pair.companies;
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (evidence.trim().length < 10) return setFieldError('validation.evidence_too_short');
    setFieldError(null);
    const [keep, other] = choice === 'keep1' ? [b, a] : [a, b];
    try {
      await review.mutateAsync({
        country: pair.country.slug,
        keep: keep.slug,
        other: other.slug,
        decision: choice === 'distinct' ? 'distinct' : 'merge',
        evidence: evidence.trim(),
      });
      onClose();
    } catch (caught) {
      if (caught instanceof ApiError && caught.fields.evidence) setFieldError(caught.fields.evidence);
      else setError(caught instanceof ApiError ? caught.messageKey : 'errors.general');
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('admin.duplicates.reviewTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('header.close') }}
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="sm">
          <Radio.Group
            label={t('admin.duplicates.decision')}
            value={choice}
            onChange={(value) => setChoice(value as Choice)}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="keep0" label={t('admin.duplicates.mergeInto', { keep: a.name, other: b.name })} />
              <Radio value="keep1" label={t('admin.duplicates.mergeInto', { keep: b.name, other: a.name })} />
              <Radio value="distinct" label={t('admin.duplicates.distinct')} />
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('admin.duplicates.evidence')}
            description={t('admin.duplicates.evidenceHelp')}
            required
            autosize
            minRows={3}
            maxLength={2000}
            value={evidence}
            onChange={(event) => setEvidence(event.currentTarget.value)}
            error={fieldError ? t(fieldError) : undefined}
          />
          {error && (
            <Alert color="red" variant="light" role="alert">
              {t(error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.console.cancel')}
            </Button>
            <Button type="submit" color="orange.9" loading={review.isPending}>
              {t('admin.duplicates.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

/**
 * Candidate duplicate companies (issue 34, decision 035): pairs of one country that share a flare or a
 * field, with their years and how alike their names are; an administrator merges them or says they are not
 * the same, with the evidence. Pending pairs first.
 */
export const AdminDuplicatesScreen = () => {
  const { t } = useTranslation();
  const format = useAdminFormat();
  useDocumentTitle(t('admin.console.nav.duplicates'));
  const query = useDuplicates();
  const [reviewing, setReviewing] = useState<DuplicateCandidate | null>(null);
  const years = (from: number | null, to: number | null) =>
    from === null || to === null
      ? t('admin.duplicates.noYears')
      : from === to
        ? String(from)
        : `${from}–${to}`;
  return (
    <>
      <AdminHeader section="duplicates" lead={t('admin.duplicates.lead')} />
      {!query.data ? (
        query.isPending ? (
          <LoadingState isScreenTall />
        ) : (
          <ErrorState onRetry={() => void query.refetch()} />
        )
      ) : (
        <Stack gap="sm">
          <Text size="sm" role="status">
            {t('admin.duplicates.pending', { count: query.data.pending })}
          </Text>
          <div
            className={classes.tableWrap}
            role="group"
            tabIndex={0}
            aria-label={t('admin.duplicates.caption')}
          >
            <Table striped captionSide="top" fz="sm">
              <Table.Caption>{t('admin.duplicates.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {(['companies', 'shared', 'timing', 'names', 'decision'] as const).map((column) => (
                    <Table.Th key={column} scope="col">
                      {t(`admin.duplicates.columns.${column}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.items.map((pair) => (
                  <Table.Tr key={pair.key} data-testid="duplicate-pair">
                    <Table.Td>
                      {pair.companies.map((company) => (
                        <Text size="sm" key={company.name}>
                          {company.slug ? (
                            <Anchor
                              component={Link}
                              to={paths.flaring.company(pair.country.slug, company.slug)}
                              size="sm"
                            >
                              {company.name}
                            </Anchor>
                          ) : (
                            company.name
                          )}{' '}
                          <Text span size="xs" c="dark.5">
                            ({pair.country.iso3}, {years(company.from, company.to)})
                          </Text>
                        </Text>
                      ))}
                    </Table.Td>
                    <Table.Td>
                      {pair.sharedFields.length > 0 && (
                        <Text size="sm">
                          {t('admin.duplicates.fields', { fields: pair.sharedFields.join(', ') })}
                        </Text>
                      )}
                      {pair.sharedFlareCount > 0 && (
                        <Text size="sm">
                          {t('admin.duplicates.flares', {
                            count: pair.sharedFlareCount,
                            flares: pair.sharedFlares.slice(0, 3).join(', '),
                          })}
                        </Text>
                      )}
                      {pair.sharedFields.length === 0 && pair.sharedFlareCount === 0 && (
                        <Text size="sm">{t('admin.duplicates.nothingShared')}</Text>
                      )}
                    </Table.Td>
                    <Table.Td>{t(`admin.duplicates.timings.${pair.timing}`)}</Table.Td>
                    <Table.Td>{format.percent(pair.nameSimilarity)}</Table.Td>
                    <Table.Td>
                      {pair.review ? (
                        <Stack gap={2}>
                          <Badge color={pair.review.decision === 'merge' ? 'teal' : 'gray'} variant="light">
                            {pair.review.decision === 'merge'
                              ? t('admin.duplicates.merged', { keep: pair.review.keepName })
                              : t('admin.duplicates.distinctDone')}
                          </Badge>
                          <Text size="xs">{pair.review.evidence}</Text>
                          <Text size="xs" c="dark.5">
                            {format.dateTime(pair.review.reviewedAt)}
                          </Text>
                        </Stack>
                      ) : (
                        // "Decide" to the eye (the row names the pair); the pair's names for a screen
                        // reader's list of buttons, the visible word first (WCAG 2.5.3).
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setReviewing(pair)}
                          aria-label={t('admin.duplicates.review', {
                            a: pair.companies[0].name,
                            b: pair.companies[1].name,
                          })}
                        >
                          {t('admin.duplicates.decide')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        </Stack>
      )}
      {reviewing && <ReviewPair pair={reviewing} onClose={() => setReviewing(null)} />}
    </>
  );
};
