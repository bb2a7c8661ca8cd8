import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of a page (an explorer view, a project): a region named by its h2, so screen readers can jump to it. */
export const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={id}>
    <Title order={2} size="h3" id={id} mb="xs">
      {title}
    </Title>
    {children}
  </section>
);
