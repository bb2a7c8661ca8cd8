import { Stack, Text } from '@mantine/core';
import classes from './chart.module.css';

export type BarItem = { key: string; label: string; value: number; display: string };

type BarListProps = {
  title: string;
  items: readonly BarItem[];
  /** The value a full bar stands for (1 for fractions); the largest value otherwise. */
  max?: number;
};

/**
 * Horizontal bars whose labels and numbers are real text beside each bar: the chart is its own
 * text alternative (used for gas compositions).
 */
export const BarList = ({ title, items, max }: BarListProps) => {
  const top = max ?? Math.max(0, ...items.map((item) => item.value));
  return (
    <figure className={classes.figure}>
      <figcaption className={classes.caption}>
        <Text fw={600}>{title}</Text>
      </figcaption>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item) => (
          <li key={item.key} className={classes.barRow}>
            <Text size="sm">{item.label}</Text>
            <div className={classes.barTrack} aria-hidden>
              <div className={classes.bar} style={{ width: `${top > 0 ? (item.value / top) * 100 : 0}%` }} />
            </div>
            <Text size="sm" ta="right" ff="monospace">
              {item.display}
            </Text>
          </li>
        ))}
      </Stack>
    </figure>
  );
};
