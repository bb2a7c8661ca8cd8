import type { AnswerVisibility, Question, QuestionsResponse } from '@flarescope/shared';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorKeyOf, isApiError } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/format';
import { useQuestionChange, useQuestions } from '../api/questions';

/** The API's field errors of a failed request, or a general message key. */
const failureOf = (error: unknown): { fields: Record<string, string>; general: string | null } =>
  error instanceof ApiError && Object.keys(error.fields).length > 0
    ? { fields: error.fields, general: null }
    : { fields: {}, general: error ? errorKeyOf(error) : null };

const AskForm = ({ slug, documents }: { slug: string; documents: QuestionsResponse['documents'] }) => {
  const { t } = useTranslation();
  const { ask } = useQuestionChange(slug);
  const [body, setBody] = useState('');
  const [documentId, setDocumentId] = useState('');
  const [isSent, setIsSent] = useState(false);
  const failure = failureOf(ask.error);
  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setIsSent(false);
    try {
      await ask.mutateAsync({ body, documentId: documentId || null });
      setBody('');
      setDocumentId('');
      setIsSent(true);
    } catch {
      // Shown from ask.error.
    }
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-labelledby="ask-title">
      <Stack gap="xs">
        <Title order={3} size="h5" id="ask-title">
          {t('investors.questions.askTitle')}
        </Title>
        <Textarea
          label={t('investors.questions.question')}
          description={t('investors.questions.askHint')}
          autosize
          minRows={3}
          maxLength={4000}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={failure.fields.body ? t(failure.fields.body) : undefined}
        />
        <NativeSelect
          label={t('investors.questions.about')}
          value={documentId}
          data={[
            { value: '', label: t('investors.questions.aboutProject') },
            ...documents.map((document) => ({ value: document.id, label: document.fileName })),
          ]}
          onChange={(event) => setDocumentId(event.currentTarget.value)}
          error={failure.fields.documentId ? t(failure.fields.documentId) : undefined}
        />
        {failure.general && (
          <Alert color="red" role="alert">
            {t(failure.general)}
          </Alert>
        )}
        {isSent && (
          <Text size="sm" c="teal.9" role="status">
            {t('investors.questions.sent')}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={ask.isPending}>
            {t('investors.questions.ask')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

const AnswerForm = ({ slug, question }: { slug: string; question: Question }) => {
  const { t } = useTranslation();
  const { answer } = useQuestionChange(slug);
  const [body, setBody] = useState('');
  const [visibility, setVisibility] = useState<AnswerVisibility>('private');
  const failure = failureOf(answer.error);
  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await answer.mutateAsync({ id: question.id, body: { body, visibility } });
    } catch {
      // Shown from answer.error.
    }
  };
  const labelId = `answer-${question.id}`;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-labelledby={labelId}>
      <Stack gap="xs">
        <Text fw={600} size="sm" id={labelId}>
          {t('investors.questions.answerTitle')}
        </Text>
        <Textarea
          label={t('investors.questions.answer')}
          autosize
          minRows={2}
          maxLength={8000}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={failure.fields.body ? t(failure.fields.body) : undefined}
        />
        <Radio.Group
          label={t('investors.questions.visibility')}
          value={visibility}
          onChange={(value) => setVisibility(value === 'published' ? 'published' : 'private')}
        >
          <Stack gap={6} mt={4}>
            <Radio value="private" label={t('investors.questions.private')} />
            <Radio value="published" label={t('investors.questions.published')} />
          </Stack>
        </Radio.Group>
        {failure.general && (
          <Alert color="red" role="alert">
            {t(failure.general)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={answer.isPending}>
            {t('investors.questions.sendAnswer')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

const QuestionCard = ({
  slug,
  question,
  canAnswer,
}: {
  slug: string;
  question: Question;
  canAnswer: boolean;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const asker = question.asker;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={t('investors.questions.one')}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dark.5">
            {asker ? (
              asker.username ? (
                <Anchor component={Link} to={paths.profile(asker.username)} size="sm" underline="always">
                  {asker.organisation ? `${asker.organisation} (${asker.username})` : asker.username}
                </Anchor>
              ) : (
                t('investors.dataRoom.deletedAccount')
              )
            ) : (
              t('investors.questions.anInvestor')
            )}{' '}
            · {format.dateTime(question.askedAt)}
          </Text>
          {question.document && (
            <Badge variant="light" color="dark" tt="none">
              {t('investors.questions.aboutDocument', { name: question.document.fileName })}
            </Badge>
          )}
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{question.body}</Text>
        {question.answer ? (
          <Paper bg="gray.0" p="sm" radius="sm">
            <Group gap="xs" mb={4} wrap="wrap">
              <Text size="sm" fw={600}>
                {t('investors.questions.answeredBy', {
                  name: question.answer.answeredBy ?? t('investors.history.ownerSide'),
                  date: format.dateTime(question.answer.answeredAt),
                })}
              </Text>
              <Badge
                variant="outline"
                color={question.visibility === 'published' ? 'teal.9' : 'dark'}
                tt="none"
              >
                {t(`investors.questions.visibilities.${question.visibility}`)}
              </Badge>
            </Group>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{question.answer.body}</Text>
          </Paper>
        ) : canAnswer ? (
          <AnswerForm slug={slug} question={question} />
        ) : (
          <Text size="sm" c="dark.5">
            {t('investors.questions.waiting')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
};

/**
 * Questions and answers of a project's data room (issue 27, item 3): an investor under the NDA asks,
 * optionally about one document, and reads their own questions and every published answer; the owner's
 * side reads every question and answers each once, privately or to every investor.
 */
export const QuestionsPanel = ({ slug, isOpen }: { slug: string; isOpen: boolean }) => {
  const { t } = useTranslation();
  const questions = useQuestions(slug, isOpen);
  if (!isOpen || isApiError(questions.error, 'nda_required'))
    return (
      <Alert color="orange" variant="light">
        {t('investors.questions.closed')}
      </Alert>
    );
  if (questions.isError)
    return (
      <Alert color="red" role="alert">
        {t(errorKeyOf(questions.error))}
      </Alert>
    );
  if (!questions.data) return <Loader size="sm" role="status" aria-label={t('app.loading')} />;
  const { items, canAsk, canAnswer, documents } = questions.data;
  const ordered = [...items].reverse();
  return (
    <Stack gap="md">
      <Text c="dark.4">{t(canAnswer ? 'investors.questions.leadOwner' : 'investors.questions.lead')}</Text>
      {canAsk && <AskForm slug={slug} documents={documents} />}
      {ordered.length === 0 ? (
        <Text>{t('investors.questions.empty')}</Text>
      ) : (
        <Stack gap="sm">
          {ordered.map((question) => (
            <QuestionCard key={question.id} slug={slug} question={question} canAnswer={canAnswer} />
          ))}
        </Stack>
      )}
    </Stack>
  );
};
