import { eventDictionaries, EVENT } from '@flarescope/shared';
import { Button, Card, Container, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './business-screen.module.css';
import { InterestForm } from './components/interest-form';
import { addDictionarySections } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

addDictionarySections(eventDictionaries);

type SectionProps = { id: string; heading: string; children: ReactNode };

const Section = ({ id, heading, children }: SectionProps) => (
  <section aria-labelledby={id} className={classes.section}>
    <Title order={2} id={id} mb="md">
      {heading}
    </Title>
    {children}
  </section>
);

/**
 * The Business Mastery event page (SPEC §1, §2, §9): challenge, format, dates and places, bidding,
 * host, the day-by-day program and the titles. Numbers come from the shared constants.
 */
export const BusinessScreen = () => {
  const { t } = useTranslation();
  const content = eventDictionaries.en.event;
  const numbers = { days: EVENT.days, countries: EVENT.countries, perCountry: EVENT.professionalsPerCountry };
  const tx = (key: string) => t(`event.${key}`, numbers);
  useDocumentTitle(tx('title'));

  return (
    <>
      <section className={classes.hero}>
        <Container size="lg" py={64}>
          <Text tt="uppercase" fw={700} size="xs" className={classes.eyebrow}>
            {tx('eyebrow')}
          </Text>
          <Title order={1} className={classes.title}>
            {tx('title')}
          </Title>
          <Text size="xl" maw={720} mt="md" className={classes.tagline}>
            {tx('tagline')}
          </Text>
          <Button component="a" href="#interest-heading" size="md" color="orange" mt="xl">
            {tx('apply')}
          </Button>
          <Text size="sm" mt="sm" className={classes.tagline}>
            {tx('applyHint')}
          </Text>
        </Container>
      </section>

      <Container size="lg" py="xl">
        <Stack gap={48}>
          <Section id="event-challenge" heading={tx('challenge.heading')}>
            {content.challenge.paragraphs.map((_, i) => (
              <Text key={i} mb="sm" maw={820}>
                {tx(`challenge.paragraphs.${i}`)}
              </Text>
            ))}
          </Section>

          <Section id="event-format" heading={tx('format.heading')}>
            {content.format.paragraphs.map((_, i) => (
              <Text key={i} mb="md" maw={820}>
                {tx(`format.paragraphs.${i}`)}
              </Text>
            ))}
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
              {content.format.facts.map((_, i) => (
                <Card key={i} withBorder radius="md" padding="md">
                  <Text fz={36} fw={800} c="orange.9" lh={1}>
                    {tx(`format.facts.${i}.value`)}
                  </Text>
                  <Text size="sm" mt={6}>
                    {tx(`format.facts.${i}.label`)}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </Section>

          <Section id="event-dates" heading={tx('dates.heading')}>
            <Text mb="md" maw={820}>
              {tx('dates.intro')}
            </Text>
            <Table withTableBorder striped maw={640}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{tx('dates.cityLabel')}</Table.Th>
                  <Table.Th scope="col">{tx('dates.countryLabel')}</Table.Th>
                  <Table.Th scope="col">{tx('dates.datesLabel')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {content.dates.editions.map((_, i) => (
                  <Table.Tr key={i}>
                    <Table.Th scope="row">{tx(`dates.editions.${i}.city`)}</Table.Th>
                    <Table.Td>{tx(`dates.editions.${i}.country`)}</Table.Td>
                    <Table.Td>{tx(`dates.editions.${i}.dates`)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text mt="sm" c="dark.4">
              {tx('dates.more')}
            </Text>
          </Section>

          <Section id="event-bidding" heading={tx('bidding.heading')}>
            {content.bidding.paragraphs.map((_, i) => (
              <Text key={i} mb="sm" maw={820}>
                {tx(`bidding.paragraphs.${i}`)}
              </Text>
            ))}
            <List spacing="xs" maw={820}>
              {content.bidding.criteria.map((_, i) => (
                <List.Item key={i}>{tx(`bidding.criteria.${i}`)}</List.Item>
              ))}
            </List>
          </Section>

          <Section id="event-host" heading={tx('host.heading')}>
            {content.host.paragraphs.map((_, i) => (
              <Text key={i} mb="sm" maw={820}>
                {tx(`host.paragraphs.${i}`)}
              </Text>
            ))}
          </Section>

          <Section id="event-program" heading={tx('program.heading')}>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              {content.program.days.map((day, d) => (
                <Card
                  key={d}
                  withBorder
                  radius="md"
                  padding="lg"
                  component="article"
                  aria-labelledby={`event-day-${d}`}
                >
                  <Title order={3} size="h4" id={`event-day-${d}`} mb="sm">
                    {tx(`program.days.${d}.title`)}
                  </Title>
                  <dl className={classes.schedule}>
                    {day.items.map((_, i) => (
                      <div key={i} className={classes.slot}>
                        <dt className={classes.time}>{tx(`program.days.${d}.items.${i}.time`)}</dt>
                        <dd className={classes.activity}>{tx(`program.days.${d}.items.${i}.activity`)}</dd>
                      </div>
                    ))}
                  </dl>
                </Card>
              ))}
            </SimpleGrid>
          </Section>

          <Section id="event-titles" heading={tx('titles.heading')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              {(['businessMaster', 'champion'] as const).map((title) => (
                <Card key={title} withBorder radius="md" padding="lg" className={classes.titleCard}>
                  <Title order={3} size="h4">
                    {tx(`titles.${title}.name`)}
                  </Title>
                  <Text mt="xs">{tx(`titles.${title}.description`)}</Text>
                </Card>
              ))}
            </SimpleGrid>
          </Section>

          <Section id="interest-heading" heading={tx('form.heading')}>
            <InterestForm />
          </Section>
        </Stack>
      </Container>
    </>
  );
};
