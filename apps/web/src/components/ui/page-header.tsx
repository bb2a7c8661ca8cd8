import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PageHeaderProps = { eyebrow?: string; title: string; lead?: ReactNode };

export const PageHeader = ({ eyebrow, title, lead }: PageHeaderProps) => (
  <Stack gap={6} mb="xl">
    {eyebrow && (
      <Text tt="uppercase" fw={700} size="xs" c="orange.9" style={{ letterSpacing: '0.08em' }}>
        {eyebrow}
      </Text>
    )}
    <Title order={1}>{title}</Title>
    {lead && (
      <Text size="lg" c="dark.4" maw={760}>
        {lead}
      </Text>
    )}
  </Stack>
);
