import { NewProjectScreen } from '../../features/projects/screens/project-form-screen';

export default NewProjectScreen;
