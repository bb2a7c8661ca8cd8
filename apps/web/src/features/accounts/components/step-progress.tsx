import { Box, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './step-progress.module.css';

type StepProgressProps = {
  /** Names of the steps, in order, already translated. */
  steps: string[];
  current: number;
};

/**
 * Where the user is in a multi-step form: a bar per step and a heading 'Step 3 of 7: Password'.
 * The heading takes the focus when the step changes, so screen readers announce the new step.
 */
export const StepProgress = ({ steps, current }: StepProgressProps) => {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previous = useRef(current);

  useEffect(() => {
    if (previous.current !== current) headingRef.current?.focus();
    previous.current = current;
  }, [current]);

  return (
    <Box>
      <ol className={classes.bars} aria-label={t('accounts.signUp.progress')}>
        {steps.map((name, index) => (
          <li
            key={name}
            className={classes.bar}
            data-state={index < current ? 'done' : index === current ? 'current' : 'todo'}
            aria-current={index === current ? 'step' : undefined}
          >
            <VisuallyHidden>
              {name}
              {index < current && ` (${t('accounts.signUp.done')})`}
              {index === current && ` (${t('accounts.signUp.current')})`}
            </VisuallyHidden>
          </li>
        ))}
      </ol>
      <Title order={2} size="h4" mt="sm" ref={headingRef} tabIndex={-1} className={classes.heading}>
        <Text component="span" inherit c="dark.4" fw={500}>
          {t('accounts.signUp.stepOf', { current: current + 1, total: steps.length })}
          {': '}
        </Text>
        {steps[current]}
      </Title>
    </Box>
  );
};
