import type { PassportResponse } from '@flarescope/shared';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../lib/countries';
import { fullName } from './profile-view';

export type GeneralInfoEditor = (props: { onSaved: () => void }) => ReactNode;

type GeneralInfoProps = {
  passport: PassportResponse;
  /** The account form (the settings feature's, composed by app/routes): same shared schemas as sign-up. */
  renderEditor: GeneralInfoEditor;
  onSaved: () => void;
};

/** Name, username, birthdate, location, work: shown, and edited in place with the account form. */
export const GeneralInfo = ({ passport, renderEditor, onSaved }: GeneralInfoProps) => {
  const { t, i18n } = useTranslation();
  const [isEditing, setEditing] = useState(false);
  if (isEditing) {
    return (
      <Stack gap="sm">
        {renderEditor({
          onSaved: () => {
            setEditing(false);
            onSaved();
          },
        })}
        <Group>
          <Button variant="default" onClick={() => setEditing(false)}>
            {t('passport.cancel')}
          </Button>
        </Group>
      </Stack>
    );
  }
  const notSet = t('passport.general.notSet');
  const facts: Array<[string, string]> = [
    [t('passport.general.name'), fullName({ ...passport, username: null }) || notSet],
    [t('passport.general.username'), passport.username ?? notSet],
    [
      t('passport.general.birthDate'),
      passport.birthDate
        ? new Date(`${passport.birthDate}T00:00:00Z`).toLocaleDateString(i18n.language, {
            timeZone: 'UTC',
            dateStyle: 'long',
          })
        : notSet,
    ],
    [
      t('passport.general.location'),
      [passport.city, passport.country ? countryName(passport.country, i18n.language) : null]
        .filter(Boolean)
        .join(', ') || notSet,
    ],
    [
      t('passport.general.working'),
      passport.isWorking === null
        ? notSet
        : passport.isWorking
          ? t('passport.general.yes')
          : t('passport.general.no'),
    ],
    [t('passport.general.company'), passport.company ?? notSet],
    [t('passport.general.position'), passport.position ?? notSet],
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" fw={700} c="dark.5">
              {label}
            </Text>
            <Text component="dd" m={0}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Group>
        <Button variant="light" onClick={() => setEditing(true)}>
          {t('passport.general.edit')}
        </Button>
      </Group>
    </Stack>
  );
};
