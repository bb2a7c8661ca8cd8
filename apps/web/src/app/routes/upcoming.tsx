import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { UpcomingScreen } from '../../components/ui/upcoming-screen';
import { humanizeSlug } from '../../lib/humanize';

/**
 * A route for a screen a later issue builds: the translated title (with the route's names
 * interpolated), an optional sub-page title, and what will be there.
 */
export const makeUpcomingRoute = (titleKey: string, bodyKey: string, subtitleKey?: string) => {
  const UpcomingRoute = () => {
    const { t } = useTranslation();
    const params = useParams();
    const names = {
      country: humanizeSlug(params.country),
      company: humanizeSlug(params.company),
      name: params.name ?? '',
      project: humanizeSlug(params.project),
    };
    const title = t(titleKey, names);
    return <UpcomingScreen title={subtitleKey ? `${title} — ${t(subtitleKey)}` : title} body={t(bodyKey)} />;
  };
  return UpcomingRoute;
};
