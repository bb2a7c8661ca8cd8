import { legalDictionaries } from '@flarescope/shared';
import { Anchor, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addDictionarySections } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

addDictionarySections(legalDictionaries);

export type LegalPage = 'privacy' | 'terms' | 'cookies';

type Section = { id: string; paragraphs: readonly string[] };

/**
 * Sections whose list follows their first paragraph, the one that introduces it ("It includes:"), with more
 * paragraphs after the list; every other list comes after all of its section's paragraphs.
 */
const LIST_AFTER_PARAGRAPH: Record<string, number> = {
  'the-service': 1,
  'flaring-data': 1,
  'your-rights': 1,
};

const listAt = (section: Section) => LIST_AFTER_PARAGRAPH[section.id] ?? section.paragraphs.length;

type LegalScreenProps = { page: LegalPage; links: Array<{ page: LegalPage; to: string }> };

/**
 * A legal page: title, date, contents and sections. The structure comes from the English dictionary
 * (both dictionaries have the same shape, a test checks it); every string is rendered through t().
 */
export const LegalScreen = ({ page, links }: LegalScreenProps) => {
  const { t } = useTranslation();
  const sections = legalDictionaries.en.legal[page].sections;
  const base = `legal.${page}`;
  useDocumentTitle(t(`${base}.title`));
  const paragraph = (index: number, p: number) => (
    <Text key={p} mt="sm">
      {t(`${base}.sections.${index}.paragraphs.${p}`)}
    </Text>
  );
  return (
    <Container size="md" py="xl">
      <Title order={1}>{t(`${base}.title`)}</Title>
      <Text size="sm" c="gray.7" mt={4}>
        {t('legal.lastUpdated')}
      </Text>
      <Text size="lg" mt="lg">
        {t(`${base}.intro`)}
      </Text>
      <Paper withBorder p="md" mt="lg" component="nav" aria-labelledby="legal-contents">
        <Title order={2} size="h5" id="legal-contents">
          {t('legal.contents')}
        </Title>
        <List type="ordered" mt="xs" spacing={2} size="sm">
          {sections.map((section, index) => (
            <List.Item key={section.id}>
              <Anchor href={`#${section.id}`} size="sm">
                {t(`${base}.sections.${index}.heading`)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Paper>
      <Stack gap="xl" mt="xl">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <Title order={2} size="h3" id={`${section.id}-heading`}>
              {index + 1}. {t(`${base}.sections.${index}.heading`)}
            </Title>
            {section.paragraphs.slice(0, listAt(section)).map((_, p) => paragraph(index, p))}
            {section.items.length > 0 && (
              <List mt="sm" spacing={6}>
                {section.items.map((_, i) => (
                  <List.Item key={i}>{t(`${base}.sections.${index}.items.${i}`)}</List.Item>
                ))}
              </List>
            )}
            {section.paragraphs.slice(listAt(section)).map((_, p) => paragraph(index, p + listAt(section)))}
          </section>
        ))}
      </Stack>
      <Group mt="xl" gap="md">
        <Text fw={600}>{t('legalPage.related')}:</Text>
        {links
          .filter((item) => item.page !== page)
          .map((item) => (
            <Anchor key={item.page} component={Link} to={item.to}>
              {t(`legal.${item.page}.title`)}
            </Anchor>
          ))}
      </Group>
    </Container>
  );
};
