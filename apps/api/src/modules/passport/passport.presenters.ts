import {
  isVisibleTo,
  VISIBILITIES,
  type Audience,
  type PassportResponse,
  type ProfileResponse,
  type Visibility,
} from '@flarescope/shared';
import type { Storage } from '../../infra/storage/index.js';
import type { ProfileRow } from '../accounts/index.js';

const visibilityOf = (value: string, fallback: Visibility): Visibility =>
  (VISIBILITIES as readonly string[]).includes(value) ? (value as Visibility) : fallback;

export const visibilitiesOf = (row: ProfileRow): PassportResponse['visibility'] => ({
  profile: visibilityOf(row.profile_visibility, 'signed_in'),
  birthDate: visibilityOf(row.birth_date_visibility, 'only_me'),
  location: visibilityOf(row.location_visibility, 'signed_in'),
  work: visibilityOf(row.work_visibility, 'signed_in'),
  about: visibilityOf(row.about_visibility, 'signed_in'),
});

export const coverOf = (storage: Storage, row: ProfileRow): PassportResponse['cover'] =>
  row.cover_photo && row.cover_photo_small
    ? { bannerUrl: storage.url(row.cover_photo), smallUrl: storage.url(row.cover_photo_small) }
    : null;

const isWorkingOf = (value: number | null) => (value === null ? null : value === 1);

/** The owner's own view: every field, with its privacy setting. */
export const toPassport = (
  storage: Storage,
  row: ProfileRow,
  access: { hasPremiumAccess: boolean; hasProjectAccess: boolean },
): PassportResponse => ({
  username: row.username,
  firstName: row.first_name,
  lastName: row.last_name,
  birthDate: row.birth_date,
  country: row.country,
  city: row.city,
  isWorking: isWorkingOf(row.is_working),
  company: row.company,
  position: row.position,
  headline: row.headline,
  about: row.about,
  cover: coverOf(storage, row),
  visibility: visibilitiesOf(row),
  ...access,
});

/**
 * A profile as `audience` sees it: each field with a privacy setting is left out (not sent, not blanked)
 * unless its setting reaches that audience. Name, username, headline and cover go with the profile itself.
 */
export const toProfile = (
  storage: Storage,
  row: ProfileRow & { username: string },
  audience: Audience,
  isOwner: boolean,
): ProfileResponse => {
  const visibility = visibilitiesOf(row);
  const shows = (field: keyof typeof visibility) => isVisibleTo(visibility[field], audience);
  return {
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    headline: row.headline,
    cover: coverOf(storage, row),
    ...(shows('birthDate') ? { birthDate: row.birth_date } : {}),
    ...(shows('location') ? { location: { country: row.country, city: row.city } } : {}),
    ...(shows('work')
      ? { work: { isWorking: isWorkingOf(row.is_working), company: row.company, position: row.position } }
      : {}),
    ...(shows('about') ? { about: row.about } : {}),
    audience,
    isOwner,
  };
};
