import type { SensitivityResult } from '@flarescope/shared';
import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { niceRangeTicks } from '../../../components/charts/chart-scale';
import { useFormat } from '../../../lib/format';
import classes from './projects.module.css';

const LOW = '#0369a1';
const HIGH = '#c2410c';

/**
 * The tornado chart of the NPV: for each input, the NPV at −delta and +delta around the base NPV (the
 * marked line, its value written above it), widest swing first, over an NPV axis in US dollars with
 * round ticks; a visually hidden table holds every number.
 */
export const TornadoChart = ({ result }: { result: SensitivityResult }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const percent = format.percent(result.delta * 100, 0);
  const values = result.rows.flatMap((row) => [row.low.npv, row.high.npv, result.base.npv]);
  const ticks = niceRangeTicks(Math.min(...values), Math.max(...values), 3);
  const min = ticks[0] ?? 0;
  const max = ticks.at(-1) ?? 1;
  const span = max - min || 1;
  const at = (value: number) => ((value - min) / span) * 100;
  const title = t('projects.financials.tornado', { percent });
  const base = t('projects.financials.tornadoBase', { npv: format.usd(result.base.npv) });
  const baseAt = at(result.base.npv);
  // The base case's label starts at its line, or ends there in the right half: never past the track
  // (on a phone's narrow track it wraps).
  const baseLabelStyle =
    baseAt <= 50
      ? { marginLeft: `${baseAt}%` }
      : { marginRight: `${100 - baseAt}%`, textAlign: 'right' as const };
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
      <Stack gap={6} mt="xs" aria-hidden data-testid="tornado-plot">
        <div className={classes.tornadoRow}>
          <span />
          <div className={classes.tornadoBaseLabel}>
            <Text size="xs" fw={600} style={baseLabelStyle} data-testid="tornado-base">
              {base}
            </Text>
          </div>
        </div>
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
              <span className={classes.tornadoAxis} style={{ left: `${baseAt}%` }} />
            </div>
          </div>
        ))}
        <div className={classes.tornadoRow}>
          <Text size="xs" fw={600} ta="right">
            {t('projects.financials.tornadoAxis')}
          </Text>
          <div className={classes.tornadoTicks} data-testid="tornado-axis">
            {ticks.map((tick, index) => (
              <Text
                key={tick}
                size="xs"
                c="dark.5"
                className={classes.tornadoTick}
                data-edge={index === 0 ? 'start' : index === ticks.length - 1 ? 'end' : undefined}
                style={{ left: `${at(tick)}%` }}
              >
                {format.usd(tick)}
              </Text>
            ))}
          </div>
        </div>
      </Stack>
      <VisuallyHidden>
        <table>
          <caption>
            {title}. {base}
          </caption>
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
