import type { SensitivityResult } from '@flarescope/shared';
import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import classes from './projects.module.css';

const LOW = '#0369a1';
const HIGH = '#c2410c';

/**
 * The tornado chart of the NPV: for each input, the NPV at −delta and +delta around the base NPV (the
 * axis), widest swing first; a visually hidden table holds every number.
 */
export const TornadoChart = ({ result }: { result: SensitivityResult }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const percent = format.percent(result.delta * 100, 0);
  const values = result.rows.flatMap((row) => [row.low.npv, row.high.npv, result.base.npv]);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const at = (value: number) => ((value - min) / span) * 100;
  const title = t('projects.financials.tornado', { percent });
  return (
    <figure style={{ margin: 0 }}>
      <figcaption>
        <Text fw={600}>{title}</Text>
        <Text size="xs" c="dark.4">
          {t('projects.financials.tornadoNote', { percent })}
        </Text>
        <Group gap="md" mt={4} aria-hidden>
          <Text size="sm" c={LOW}>
            ■ {t('projects.financials.tornadoLow', { percent })}
          </Text>
          <Text size="sm" c={HIGH}>
            ■ {t('projects.financials.tornadoHigh', { percent })}
          </Text>
        </Group>
      </figcaption>
      <Stack gap={6} mt="xs" aria-hidden>
        {result.rows.map((row) => (
          <div key={row.variable} className={classes.tornadoRow}>
            <Text size="sm">{t(`projects.inputs.${row.variable}`)}</Text>
            <div className={classes.tornadoTrack}>
              {[
                { point: row.low, color: LOW },
                { point: row.high, color: HIGH },
              ].map(({ point, color }) => {
                const [from, to] = [
                  at(Math.min(point.npv, result.base.npv)),
                  at(Math.max(point.npv, result.base.npv)),
                ];
                return (
                  <span
                    key={color}
                    className={classes.tornadoBar}
                    style={{ left: `${from}%`, width: `${Math.max(0.5, to - from)}%`, background: color }}
                  />
                );
              })}
              <span className={classes.tornadoAxis} style={{ left: `${at(result.base.npv)}%` }} />
            </div>
          </div>
        ))}
      </Stack>
      <Text size="xs" c="dark.4" mt={4} aria-hidden>
        {format.usd(min)} — {format.usd(max)}
      </Text>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('projects.financials.inputs')}</th>
              <th scope="col">{t('projects.financials.tornadoLow', { percent })}</th>
              <th scope="col">{t('projects.financials.tornadoHigh', { percent })}</th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((row) => (
              <tr key={row.variable}>
                <th scope="row">{t(`projects.inputs.${row.variable}`)}</th>
                <td>{format.usd(row.low.npv)}</td>
                <td>{format.usd(row.high.npv)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
};
