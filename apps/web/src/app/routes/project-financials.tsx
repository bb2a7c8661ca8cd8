import { ProjectFinancialsScreen } from '../../features/projects/screens/project-financials-screen';

export default ProjectFinancialsScreen;
