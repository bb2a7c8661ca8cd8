import { ProjectDetailsScreen } from '../../features/projects/screens/project-details-screen';

export default ProjectDetailsScreen;
