import type { ProjectResponse } from '@flarescope/shared';
import { InvestorsRoom } from '../../features/investors/components/investors-room';
import { InvestorsFinancialsScreen } from '../../features/projects/screens/investors-financials-screen';

const renderInvestors = (data: ProjectResponse) => <InvestorsRoom slug={data.project.slug} />;

/** The investor financials page: the project's structure and returns, then the investors' part. */
const InvestorsFinancialsRoute = () => <InvestorsFinancialsScreen renderInvestors={renderInvestors} />;

export default InvestorsFinancialsRoute;
