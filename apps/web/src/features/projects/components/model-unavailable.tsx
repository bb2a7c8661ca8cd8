import type { ProjectResponse } from '@flarescope/shared';
import { Alert, Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * A project whose figures the model cannot give: saved before the model's input bounds (issue 25) with
 * inputs outside them. Says which inputs and why, and leads its owner to the form to correct them.
 */
export const ModelUnavailable = ({ data }: { data: ProjectResponse }) => {
  const { t } = useTranslation();
  if (data.results !== null) return null;
  const errors = Object.entries(data.inputErrors);
  return (
    <Alert color="orange" variant="light" role="status" title={t('projects.modelUnavailable.title')}>
      <Text size="sm">
        {errors.length > 0 ? t('projects.modelUnavailable.body') : t('projects.modelUnavailable.bodyUnknown')}
      </Text>
      {errors.length > 0 && (
        <List size="sm" mt={4}>
          {errors.map(([field, key]) => (
            <List.Item key={field}>
              {t(`projects.inputs.${field}`)}: {t(key)}
            </List.Item>
          ))}
        </List>
      )}
      {data.can.edit && (
        <Anchor component={Link} to={paths.project.edit(data.project.slug)} size="sm" mt="xs" display="block">
          {t('projects.modelUnavailable.edit')}
        </Anchor>
      )}
    </Alert>
  );
};
