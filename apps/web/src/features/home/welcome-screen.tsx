import { ZERO_ROUTINE_FLARING_YEAR } from '@flarescope/shared';
import { Anchor, Badge, Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFeaturedProject } from './api/get-featured-project';
import classes from './welcome-screen.module.css';

export type WelcomeSection = {
  key: 'passport' | 'operators' | 'business' | 'flaring' | 'investors';
  to: string;
};

type WelcomeScreenProps = { sections: WelcomeSection[] };

/** The project an administrator featured, inside the Investors Room card (nothing when none is). */
const FeaturedProject = () => {
  const { t, i18n } = useTranslation();
  const { data } = useFeaturedProject();
  const project = data?.project;
  if (!project) return null;
  const pick = (text: { en: string; es: string }) => (i18n.language === 'es' ? text.es : text.en);
  return (
    <Text mt="sm" size="sm" data-testid="featured-project">
      <Text span fw={700} c="orange.9">
        {t('home.sections.investors.featured')}:
      </Text>{' '}
      <Anchor component={Link} to={paths.project.info(project.slug)}>
        {pick(project.title)}
      </Anchor>
      {' — '}
      {pick(project.summary)}
    </Text>
  );
};

/** The welcome screen of SPEC §2: Passport, Operators Explorer, Business Mastery, Flaring Explorer, Investors Room. */
export const WelcomeScreen = ({ sections }: WelcomeScreenProps) => {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentTitle(t('home.title'));
  const greetingName = user ? user.firstName || user.username : null;
  return (
    <>
      <section className={classes.hero}>
        <Container size="lg" py={56}>
          <Badge color="orange" variant="filled" mb="md">
            {t('home.goal', { year: ZERO_ROUTINE_FLARING_YEAR })}
          </Badge>
          {user && (
            <Text size="xl" fw={700} className={classes.lead} data-testid="home-greeting">
              {t('home.greeting', { name: greetingName ?? '' })}
            </Text>
          )}
          <Title order={1} className={classes.title}>
            {t('home.title')}
          </Title>
          <Text size="lg" maw={760} mt="md" className={classes.lead}>
            {t('home.lead')}
          </Text>
        </Container>
      </section>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {sections.map((section) => (
            <Card
              key={section.key}
              withBorder
              radius="md"
              padding="lg"
              component="section"
              aria-labelledby={`welcome-${section.key}`}
            >
              <Title order={2} size="h3" id={`welcome-${section.key}`}>
                {t(`home.sections.${section.key}.title`)}
              </Title>
              <Text mt="sm" c="dark.5" className={classes.body}>
                {section.key === 'passport' && user
                  ? t('home.sections.passport.bodySignedIn')
                  : t(`home.sections.${section.key}.body`)}
              </Text>
              {section.key === 'investors' && <FeaturedProject />}
              <Anchor component={Link} to={section.to} mt="md" fw={600}>
                {t(`home.sections.${section.key}.link`)} →
              </Anchor>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
};
