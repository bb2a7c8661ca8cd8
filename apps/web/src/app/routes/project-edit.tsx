import { EditProjectScreen } from '../../features/projects/screens/project-form-screen';

export default EditProjectScreen;
