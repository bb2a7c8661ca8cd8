import { ProjectInfoScreen } from '../../features/projects/screens/project-info-screen';

export default ProjectInfoScreen;
