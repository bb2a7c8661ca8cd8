import { useTranslation } from 'react-i18next';
import { NO_FLARING_COLOR, OUTLINE_COLOR, SHADE_BREAKS_M3, SHADE_COLORS } from '../map/map-data';
import { useFormat } from '../../../lib/format';
import classes from './explorer.module.css';

type MapLegendProps = { year: number; showShades?: boolean; showFlares?: boolean; showOutlines?: boolean };

/** What the colours and circles mean, with the class limits in the user's units. */
export const MapLegend = ({
  year,
  showShades = true,
  showFlares = true,
  showOutlines = false,
}: MapLegendProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  // One unit for every class limit (bcm or Bcf), named once in the legend's title.
  const scale = format.volumeScale(SHADE_BREAKS_M3[1]);
  const limits = SHADE_BREAKS_M3.map((m3) => format.significant(m3 * scale.factor));
  const shadeLabels = [
    t('explorer.map.legendBelow', { value: limits[0] }),
    ...limits.slice(0, -1).map((from, index) => `${from}–${limits[index + 1]}`),
    t('explorer.map.legendAbove', { value: limits[limits.length - 1] }),
  ];
  const title = t('explorer.map.legend', { year, unit: scale.unit });
  return (
    <ul className={classes.legend} aria-label={title}>
      {showShades && (
        <>
          <li className={classes.legendTitle} aria-hidden>
            {title}
          </li>
          <li>
            <span className={classes.legendSwatch} style={{ background: NO_FLARING_COLOR }} />
            {t('explorer.map.legendNone')}
          </li>
          {shadeLabels.map((label, index) => (
            <li key={label}>
              <span className={classes.legendSwatch} style={{ background: SHADE_COLORS[index] }} />
              {label}
            </li>
          ))}
        </>
      )}
      {showFlares && (
        <li>
          <span className={classes.legendDot} style={{ background: '#fde047' }} />
          {t('explorer.map.legendFlare', { year })}
        </li>
      )}
      {showOutlines && (
        <li>
          <span
            className={classes.legendSwatch}
            style={{ background: `${OUTLINE_COLOR}1f`, border: `1.5px solid ${OUTLINE_COLOR}` }}
          />
          {t('explorer.map.legendOutline')}
        </li>
      )}
    </ul>
  );
};
