import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '#domain/errors';
import {
  ZNotification,
  ZNotificationListQuery,
  ZNotificationPage,
  ZNotificationPreferences,
} from '#domain/notifications';
import { requireUser } from '../../session.ts';
import {
  getNotificationPreferences,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  putNotificationPreferences,
} from './repository.ts';

const errors = { 400: ZApiError, 401: ZApiError };

/** Notification preferences (spec 001 §3, §7, §9) and the in-app notifications (issue 5). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/notification-preferences',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The eight notification preferences (spec defaults when never saved)',
        response: { 200: ZNotificationPreferences, 401: ZApiError },
      },
    },
    async (request) => getNotificationPreferences(db, (await requireUser(request)).id),
  );

  app.put(
    '/notification-preferences',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Save all eight notification preferences (upsert)',
        body: ZNotificationPreferences,
        response: { 200: ZNotificationPreferences, ...errors },
      },
    },
    async (request) => putNotificationPreferences(db, (await requireUser(request)).id, request.body),
  );

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'In-app notifications, newest first, with the unread count',
        querystring: ZNotificationListQuery,
        response: { 200: ZNotificationPage, ...errors },
      },
    },
    async (request) => listNotifications(db, (await requireUser(request)).id, request.query),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read',
        params: z.object({ id: z.uuid('Not a notification id') }),
        response: { 200: z.object({ notification: ZNotification }), ...errors, 404: ZApiError },
      },
    },
    async (request) => ({
      notification: await markNotificationRead(db, (await requireUser(request)).id, request.params.id),
    }),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification read',
        response: { 200: z.object({ updated: z.number().int() }), 401: ZApiError },
      },
    },
    async (request) => ({ updated: await markAllNotificationsRead(db, (await requireUser(request)).id) }),
  );
};
