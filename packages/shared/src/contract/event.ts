import { z } from 'zod';
import { LOCALES } from '../constants.js';
import {
  eventRegistrationListQuerySchema,
  eventRegistrationListSchema,
  eventRegistrationRequestSchema,
  eventRegistrationResponseSchema,
} from '../schemas/event.js';
import { defineRoutes } from './route.js';

/** The event's registrations of interest. */
export const eventContract = defineRoutes({
  postRegistrations: {
    method: 'POST',
    path: '/api/event/registrations',
    body: eventRegistrationRequestSchema,
    response: eventRegistrationResponseSchema,
  },
  getRegistrations: {
    method: 'GET',
    path: '/api/event/registrations',
    query: eventRegistrationListQuerySchema,
    response: eventRegistrationListSchema,
  },
  getRegistrationsCsv: {
    method: 'GET',
    path: '/api/event/registrations.csv',
    query: eventRegistrationListQuerySchema.pick({ q: true }).extend({ lang: z.enum(LOCALES).default('en') }),
    file: true,
  },
});
