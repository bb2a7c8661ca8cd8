import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SettingsSectionProps = { id: string; title: string; order?: 2 | 3; children: ReactNode };

/** A titled part of the settings page, reachable by its anchor (`/settings#security`). */
export const SettingsSection = ({ id, title, order = 2, children }: SettingsSectionProps) => (
  <Paper
    component="section"
    id={id}
    aria-labelledby={`${id}-title`}
    withBorder={order === 2}
    p={order === 2 ? { base: 'md', sm: 'xl' } : 0}
    radius="md"
    style={{ scrollMarginTop: 80 }}
  >
    <Stack gap="md">
      <Title order={order} size={order === 2 ? 'h3' : 'h4'} id={`${id}-title`}>
        {title}
      </Title>
      {children}
    </Stack>
  </Paper>
);
