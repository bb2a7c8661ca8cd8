import { paths } from '../../config/paths';
import type { LegalPage } from '../../features/legal/legal-screen';

export const LEGAL_LINKS: Array<{ page: LegalPage; to: string }> = [
  { page: 'privacy', to: paths.privacy },
  { page: 'terms', to: paths.terms },
  { page: 'cookies', to: paths.cookies },
];
