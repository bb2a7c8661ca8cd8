import { z } from 'zod';
import {
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  notificationsResponseSchema,
  unsubscribeRequestSchema,
  unsubscribeResponseSchema,
} from '../schemas/notifications.js';
import { defineRoutes } from './route.js';

/** Notifications and their email preferences. */
export const notificationsContract = defineRoutes({
  get: { method: 'GET', path: '/api/notifications', response: notificationsResponseSchema },
  postRead: {
    method: 'POST',
    path: '/api/notifications/read',
    body: z.object({ id: z.uuid().optional() }),
    response: notificationsResponseSchema,
  },
  getAccountNotificationPreferences: {
    method: 'GET',
    path: '/api/account/notification-preferences',
    response: notificationPreferencesSchema,
  },
  putAccountNotificationPreferences: {
    method: 'PUT',
    path: '/api/account/notification-preferences',
    body: notificationPreferencesUpdateSchema,
    response: notificationPreferencesSchema,
  },
  postUnsubscribe: {
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    body: unsubscribeRequestSchema,
    response: unsubscribeResponseSchema,
  },
});
