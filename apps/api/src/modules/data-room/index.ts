/** The data room's front door: its routes (documents, the access log, questions and messages). */
export { conversationsRoutes } from './conversations.routes.js';
export { dataRoomRoutes } from './data-room.routes.js';
