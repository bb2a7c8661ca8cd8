import { Badge, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

type UpcomingScreenProps = { title: string; body: string };

/** A screen that a later issue fills in; it says, in the user's language, what will be here. */
export const UpcomingScreen = ({ title, body }: UpcomingScreenProps) => {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Container size="lg" py="xl">
      <Badge color="orange" variant="light" mb="sm">
        {t('upcoming.badge')}
      </Badge>
      <PageHeader title={title} />
      <Text maw={720}>{body}</Text>
    </Container>
  );
};
