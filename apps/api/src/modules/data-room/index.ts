/** The data room's front door: its routes (documents, the access log, questions and messages), a project's files. */
export { conversationsRoutes } from './conversations.routes.js';
export { dataRoomRoutes } from './data-room.routes.js';
export { projectFileKeys } from './project-files.service.js';
