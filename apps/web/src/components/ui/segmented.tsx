import { Box, type BoxProps } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './segmented.module.css';

export type SegmentedItem<T extends string> = { value: T; label: ReactNode };

type SegmentedProps<T extends string> = BoxProps & {
  value: T;
  onChange: (value: T) => void;
  data: readonly SegmentedItem<T>[];
  /** The group's name for assistive technology: `aria-label`, or `aria-labelledby` a visible heading. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  size?: 'xs' | 'sm';
  fullWidth?: boolean;
  orientation?: 'horizontal' | 'vertical';
};

/**
 * A choice of one among a few (EN | ES, Metric | Imperial, GWP100 | GWP20): a radio group drawn as
 * Mantine's SegmentedControl, by CSS alone. Mantine's moves a floating indicator that measures the
 * layout when it mounts: on every page's header that was two forced layouts during the first render
 * (issue 35, item 8). Native radios: arrow keys move the choice, the group is one tab stop.
 */
export const Segmented = <T extends string>({
  value,
  onChange,
  data,
  size = 'sm',
  fullWidth = false,
  orientation = 'horizontal',
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...boxProps
}: SegmentedProps<T>) => {
  const name = useId();
  return (
    <Box
      {...boxProps}
      role="radiogroup"
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      className={classes.root}
      data-size={size}
      data-orientation={orientation}
      data-full-width={fullWidth || undefined}
    >
      {data.map((item) => {
        const id = `${name}-${item.value}`;
        return (
          <div key={item.value} className={classes.control}>
            <input
              type="radio"
              className={classes.input}
              id={id}
              name={name}
              value={item.value}
              checked={item.value === value}
              onChange={() => onChange(item.value)}
            />
            <label htmlFor={id} className={classes.label}>
              {item.label}
            </label>
          </div>
        );
      })}
    </Box>
  );
};
