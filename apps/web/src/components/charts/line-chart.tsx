import { Group, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { niceSignedTicks, thinLabels } from './chart-scale';
import classes from './chart.module.css';

export type ChartSeries = {
  key: string;
  label: string;
  color: string;
  /** One value per x label, already in the axis unit; null where the source has no figure. */
  values: ReadonlyArray<number | null>;
  isDashed?: boolean;
  /**
   * A low–high range per x label (same unit), drawn as a whisker over each value and given its own
   * column, `rangeLabel`, in the text alternative; null where the value has none.
   */
  ranges?: ReadonlyArray<readonly [number, number] | null>;
  rangeLabel?: string;
};

export type LineChartProps = {
  title: string;
  /** The axis unit, e.g. 'bcm' or 'Bcf'. */
  unit: string;
  xLabels: readonly string[];
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
  /** A heading for the x column of the text alternative (e.g. 'Year'). */
  xHeading: string;
  /** Bars instead of lines (a single series over periods). */
  variant?: 'line' | 'bar';
  height?: number;
  note?: string;
  /**
   * Columns the text alternative adds after the series (e.g. a difference between two of them): one
   * already formatted cell per x label, null where there is nothing to say. Not drawn.
   */
  tableColumns?: ReadonlyArray<{ key: string; label: string; cells: ReadonlyArray<string | null> }>;
  /** Shown under the chart and its note (e.g. a visible summary of `tableColumns`). */
  children?: ReactNode;
};

const MARGIN = { top: 26, right: 12, bottom: 28, left: 52 };
const FALLBACK_WIDTH = 640;

/**
 * A small SVG line (or bar) chart with its legend, a y axis from 0 labelled with the unit, and a
 * visually hidden table of every number as the text alternative.
 */
export const LineChart = ({
  title,
  unit,
  xLabels,
  series,
  formatValue,
  xHeading,
  variant = 'line',
  height = 240,
  note,
  tableColumns = [],
  children,
}: LineChartProps) => {
  const { ref, width: measured } = useElementSize();
  const width = measured > 0 ? measured : FALLBACK_WIDTH;
  const values = series.flatMap((s) => [
    ...s.values.map((v) => v ?? 0),
    ...(s.ranges ?? []).flatMap((range) => range ?? []),
  ]);
  // The axis starts at 0 unless a value is negative (cash flows), then below the lowest.
  const ticks = niceSignedTicks(Math.min(0, ...values), Math.max(0, ...values));
  const bottom = ticks[0] ?? 0;
  const top = ticks[ticks.length - 1] ?? 1;
  const plotWidth = Math.max(40, width - MARGIN.left - MARGIN.right);
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const band = plotWidth / Math.max(1, xLabels.length);
  const x = (index: number) => MARGIN.left + band * index + band / 2;
  const y = (value: number) => MARGIN.top + plotHeight - ((value - bottom) / (top - bottom)) * plotHeight;
  const labels = thinLabels(xLabels, Math.floor(plotWidth / 44));
  // Bars: the series side by side in 70 % of each label's band; a range's whisker stands on its bar.
  const barWidth = Math.max(2, (band * 0.7) / Math.max(1, series.length));
  const barLeft = (index: number, seriesIndex: number) =>
    x(index) - (band * 0.7) / 2 + seriesIndex * barWidth;

  const paths = series.map((s) => {
    let d = '';
    let isDrawing = false;
    s.values.forEach((value, index) => {
      if (value === null) {
        isDrawing = false;
        return;
      }
      d += `${isDrawing ? 'L' : 'M'}${x(index).toFixed(1)},${y(value).toFixed(1)}`;
      isDrawing = true;
    });
    return { ...s, d };
  });

  return (
    <figure className={classes.figure}>
      <figcaption className={classes.caption}>
        <Text fw={600}>{title}</Text>
        <Group gap="md" mt={4} aria-hidden>
          {series.map((s) => (
            <Group key={s.key} gap={6} wrap="nowrap">
              <span
                className={classes.swatch}
                style={{ background: s.color, opacity: s.isDashed ? 0.7 : 1 }}
              />
              <Text size="sm" c="dark.5">
                {s.label}
              </Text>
            </Group>
          ))}
        </Group>
      </figcaption>
      <div ref={ref} className={classes.plot}>
        <svg width={width} height={height} aria-hidden="true" focusable="false">
          <text x={4} y={12} className={classes.unit}>
            {unit}
          </text>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={width - MARGIN.right}
                y1={y(tick)}
                y2={y(tick)}
                className={classes.grid}
              />
              <text x={MARGIN.left - 6} y={y(tick) + 4} textAnchor="end" className={classes.tick}>
                {formatValue(tick)}
              </text>
            </g>
          ))}
          {labels.map((label, index) =>
            label === null ? null : (
              <text key={index} x={x(index)} y={height - 8} textAnchor="middle" className={classes.tick}>
                {label}
              </text>
            ),
          )}
          {variant === 'bar'
            ? paths.map((s, seriesIndex) =>
                s.values.map((value, index) => {
                  if (value === null) return null;
                  return (
                    <rect
                      key={`${s.key}-${index}`}
                      x={barLeft(index, seriesIndex)}
                      y={Math.min(y(value), y(0))}
                      width={barWidth}
                      height={Math.abs(y(0) - y(value))}
                      fill={s.color}
                    />
                  );
                }),
              )
            : paths.map((s) => (
                <g key={s.key}>
                  <path
                    d={s.d}
                    fill="none"
                    stroke={s.color}
                    strokeWidth={2.5}
                    strokeDasharray={s.isDashed ? '6 4' : undefined}
                  />
                  {s.values.map((value, index) =>
                    value === null ? null : (
                      <circle key={index} cx={x(index)} cy={y(value)} r={3} fill={s.color} />
                    ),
                  )}
                </g>
              ))}
          {paths.map((s, seriesIndex) =>
            (s.ranges ?? []).map((range, index) => {
              if (!range || s.values[index] === null || s.values[index] === undefined) return null;
              const center = variant === 'bar' ? barLeft(index, seriesIndex) + barWidth / 2 : x(index);
              const cap = Math.min(8, band * 0.2);
              return (
                <g key={`${s.key}-range-${index}`} className={classes.whisker}>
                  <line x1={center} x2={center} y1={y(range[0])} y2={y(range[1])} />
                  <line x1={center - cap / 2} x2={center + cap / 2} y1={y(range[0])} y2={y(range[0])} />
                  <line x1={center - cap / 2} x2={center + cap / 2} y1={y(range[1])} y2={y(range[1])} />
                </g>
              );
            }),
          )}
        </svg>
      </div>
      {note && (
        <Text size="xs" c="dark.4" mt={4}>
          {note}
        </Text>
      )}
      {children}
      <VisuallyHidden>
        <table>
          <caption>{`${title} (${unit})`}</caption>
          <thead>
            <tr>
              <th scope="col">{xHeading}</th>
              {series.map((s) => [
                <th key={s.key} scope="col">
                  {s.label}
                </th>,
                s.ranges ? (
                  <th key={`${s.key}-range`} scope="col">
                    {s.rangeLabel}
                  </th>
                ) : null,
              ])}
              {tableColumns.map((column) => (
                <th key={column.key} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {xLabels.map((label, index) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((s) => {
                  const value = s.values[index];
                  const range = s.ranges?.[index];
                  return [
                    <td key={s.key}>{value === null || value === undefined ? '—' : formatValue(value)}</td>,
                    s.ranges ? (
                      <td key={`${s.key}-range`}>
                        {range ? `${formatValue(range[0])} – ${formatValue(range[1])}` : '—'}
                      </td>
                    ) : null,
                  ];
                })}
                {tableColumns.map((column) => (
                  <td key={column.key}>{column.cells[index] ?? '—'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
};
