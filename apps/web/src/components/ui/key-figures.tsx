import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { Shown } from '../../lib/format';
import classes from './key-figures.module.css';

export type KeyFigure = {
  key: string;
  label: string;
  /** The figure; null shows an em dash with `missing` as the note. */
  value: Shown | string | null;
  /** Period and source: 'Satellite · 2024 · EOG'. */
  note?: string;
  /** A caveat shown as a badge (e.g. 'default composition'). */
  flag?: string;
};

type KeyFiguresProps = { label: string; figures: readonly KeyFigure[] };

/** Headline figures as a description list: label, value with its unit, then its period and source. */
export const KeyFigures = ({ label, figures }: KeyFiguresProps) => (
  <SimpleGrid
    component="dl"
    aria-label={label}
    cols={{ base: 2, md: 4 }}
    spacing="sm"
    className={classes.figures}
  >
    {figures.map((figure) => {
      const value = figure.value;
      return (
        <Paper
          key={figure.key}
          withBorder
          p="sm"
          radius="md"
          className={classes.figure}
          data-figure={figure.key}
        >
          <Text component="dt" size="sm" c="dark.4" fw={500}>
            {figure.label}
          </Text>
          <dd className={classes.figureValue}>
            {value === null ? (
              <Text component="span" fz="xl" fw={700}>
                —
              </Text>
            ) : typeof value === 'string' ? (
              <Text component="span" fz="xl" fw={700}>
                {value}
              </Text>
            ) : (
              <>
                <Text component="span" fz="xl" fw={700}>
                  {value.value}
                </Text>{' '}
                <Text component="span" size="sm" fw={600} c="dark.5">
                  {value.unit}
                </Text>
              </>
            )}
            {figure.note && (
              <Text size="xs" c="dark.4" mt={2}>
                {figure.note}
              </Text>
            )}
            {figure.flag && (
              <Text size="xs" fw={600} c="orange.9" mt={4}>
                {figure.flag}
              </Text>
            )}
          </dd>
        </Paper>
      );
    })}
  </SimpleGrid>
);
