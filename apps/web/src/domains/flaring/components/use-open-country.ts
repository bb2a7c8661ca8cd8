import type { CountryRef } from '@flarescope/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * What a click on a map's country does: opens `linkTo(slug)` of that country (the flaring view or its
 * companies), or nothing for a shape the API does not know.
 */
export const useOpenCountry = (countries: readonly CountryRef[], linkTo: (slug: string) => string) => {
  const navigate = useNavigate();
  return useCallback(
    (iso3: string) => {
      const country = countries.find((candidate) => candidate.iso3 === iso3);
      if (country) void navigate(linkTo(country.slug));
    },
    [countries, linkTo, navigate],
  );
};
