import type { Question, QuestionsResponse } from '@flarescope/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderScreen, signedInAs } from '../../../test/render';
import { QuestionsPanel } from './questions-panel';

const DOC = 'd0000000-0000-4000-8000-000000000001';
const question = (overrides: Partial<Question> = {}): Question => ({
  id: 'q0000000-0000-4000-8000-000000000001',
  body: 'What gas volume does the study assume?',
  document: { id: DOC, fileName: 'Study.pdf', isRemoved: false },
  asker: { id: 'u2', username: 'ana', organisation: 'Andes Fund' },
  isMine: false,
  askedAt: '2026-11-20T10:00:00.000Z',
  answer: null,
  visibility: 'private',
  ...overrides,
});
const room = (overrides: Partial<QuestionsResponse> = {}): QuestionsResponse => ({
  items: [],
  canAsk: true,
  canAnswer: false,
  documents: [{ id: DOC, fileName: 'Study.pdf' }],
  ...overrides,
});
const NOTICES = { 'GET /api/notifications': { status: 200, body: { unread: 0, items: [] } } };

afterEach(() => vi.unstubAllGlobals());

describe('questions and answers', () => {
  it('lets an investor ask about one document, and shows the answers they may read', async () => {
    const published = question({
      id: 'q0000000-0000-4000-8000-000000000002',
      asker: null,
      document: null,
      body: 'Is the grid connection signed?',
      answer: { body: 'Yes, since March.', answeredAt: '2026-11-21T10:00:00.000Z', answeredBy: 'olga' },
      visibility: 'published',
    });
    const api = mockApi({
      ...NOTICES,
      'GET /api/projects/p1/questions': { status: 200, body: room({ items: [published] }) },
      'POST /api/projects/p1/questions': [
        apiError(400, 'validation_failed', { fields: { body: 'validation.required' } }),
        { status: 201, body: room({ items: [published, question({ isMine: true })] }) },
      ],
    });
    await renderScreen(<QuestionsPanel slug="p1" isOpen />, { session: signedInAs() });
    const answer = await screen.findByRole('article', { name: 'Question' });
    expect(answer).toHaveTextContent('An investor');
    expect(answer).toHaveTextContent('Yes, since March.');
    expect(answer).toHaveTextContent('Published to every investor');

    const form = screen.getByRole('form', { name: 'Ask a question' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send the question' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Your question'), 'What gas volume?');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'About' }), 'Study.pdf');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the question' }));
    expect(await screen.findByText('Your question was sent to the owner.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/projects/p1/questions').at(-1)?.body).toEqual({
      body: 'What gas volume?',
      documentId: DOC,
    });
    expect(screen.getAllByRole('article', { name: 'Question' })[0]).toHaveTextContent(
      'Waiting for the owner’s answer.',
    );
  }, 20_000);

  it('lets the owner answer privately or to every investor', async () => {
    const api = mockApi({
      ...NOTICES,
      'GET /api/projects/p1/questions': {
        status: 200,
        body: room({ items: [question()], canAsk: false, canAnswer: true }),
      },
      'POST /api/projects/p1/questions/q0000000-0000-4000-8000-000000000001/answer': {
        status: 200,
        body: room({
          canAsk: false,
          canAnswer: true,
          items: [
            question({
              answer: {
                body: 'About 80 000 m³ a day.',
                answeredAt: '2026-11-21T10:00:00.000Z',
                answeredBy: 'olga',
              },
              visibility: 'published',
            }),
          ],
        }),
      },
    });
    await renderScreen(<QuestionsPanel slug="p1" isOpen />, { session: signedInAs() });
    const card = await screen.findByRole('article', { name: 'Question' });
    expect(within(card).getByRole('link', { name: 'Andes Fund (ana)' })).toHaveAttribute(
      'href',
      '/passport/ana',
    );
    expect(card).toHaveTextContent('About Study.pdf');
    await userEvent.type(within(card).getByLabelText('Your answer'), 'About 80 000 m³ a day.');
    await userEvent.click(within(card).getByRole('radio', { name: /Every investor/ }));
    await userEvent.click(within(card).getByRole('button', { name: 'Send the answer' }));
    expect(await screen.findByText('Published to every investor')).toBeInTheDocument();
    expect(
      api.callsTo('POST /api/projects/p1/questions/q0000000-0000-4000-8000-000000000001/answer')[0]?.body,
    ).toEqual({ body: 'About 80 000 m³ a day.', visibility: 'published' });
  }, 20_000);

  it('says the room is closed before the terms are accepted, in Spanish too', async () => {
    mockApi({ ...NOTICES, 'GET /api/projects/p1/questions': apiError(403, 'nda_required') });
    await renderScreen(<QuestionsPanel slug="p1" isOpen />, {
      session: signedInAs({ language: 'es' }),
      language: 'es',
    });
    expect(
      await screen.findByText(
        'Acepte los términos de confidencialidad para hacer preguntas y leer las respuestas.',
      ),
    ).toBeInTheDocument();
  });
});
