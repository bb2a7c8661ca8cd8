import type { CompanyResponse } from '@flarescope/shared';
import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** A link's colour on a blue note: the theme's orange reads 4.2:1 there, under WCAG's 4.5:1 (axe). */
export const LINK_ON_BLUE = 'blue.9';

/** The address parameter a field found by search opens its operator's view with. */
export const FIELD_PARAM = 'field';

type FieldFoundProps = {
  fields: CompanyResponse['fields'];
  company: string;
  /** The id of the fields table's heading, which the note links to. */
  fieldsHeadingId: string;
};

/**
 * On an operator's view opened from a field found by search (`?field=<slug>`): which field that was,
 * what the data says of it, and a link down to its row in the fields table. Nothing for another slug.
 */
export const FieldFound = ({ fields, company, fieldsHeadingId }: FieldFoundProps) => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const slug = params.get(FIELD_PARAM);
  const field = slug ? fields.find((candidate) => candidate.slug === slug) : undefined;
  if (!field) return null;
  const unknown = t('flaring.search.fieldFound.unknown');
  return (
    <Alert
      role="status"
      color="blue"
      variant="light"
      title={t('flaring.search.fieldFound.title', { field: field.name })}
    >
      <Text size="sm">
        {t('flaring.search.fieldFound.body', {
          field: field.name,
          fields: fields.length,
          company,
          count: field.flareCount,
          basin: field.basin ?? unknown,
          province: field.province ?? unknown,
        })}
      </Text>
      <Anchor href={`#${fieldsHeadingId}`} size="sm" c={LINK_ON_BLUE}>
        {t('flaring.search.fieldFound.link')}
      </Anchor>
    </Alert>
  );
};
