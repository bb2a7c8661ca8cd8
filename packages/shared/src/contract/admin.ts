import { z } from 'zod';
import { LOCALES } from '../constants.js';
import {
  adminDashboardSchema,
  adminDeleteProjectRequestSchema,
  adminFeatureRequestSchema,
  adminPremiumRequestSchema,
  adminProjectAccessRequestSchema,
  adminProjectListResponseSchema,
  adminRoleRequestSchema,
  adminSignOutRequestSchema,
  adminSourceListResponseSchema,
  adminSourceRequestSchema,
  duplicateListResponseSchema,
  duplicateReviewRequestSchema,
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  auditListQuerySchema,
  auditListResponseSchema,
} from '../schemas/admin.js';
import { defineRoutes } from './route.js';

const userParams = z.object({ id: z.string().min(1).max(36) });

/** The admin console. */
export const adminContract = defineRoutes({
  getDashboard: { method: 'GET', path: '/api/admin/dashboard', response: adminDashboardSchema },
  getUsers: {
    method: 'GET',
    path: '/api/admin/users',
    query: adminUserListQuerySchema,
    response: adminUserListResponseSchema,
  },
  getUsersById: {
    method: 'GET',
    path: '/api/admin/users/:id',
    params: userParams,
    response: adminUserDetailSchema,
  },
  postUsersPremium: {
    method: 'POST',
    path: '/api/admin/users/:id/premium',
    params: userParams,
    body: adminPremiumRequestSchema,
    response: adminUserDetailSchema,
  },
  postUsersProjects: {
    method: 'POST',
    path: '/api/admin/users/:id/projects',
    params: userParams,
    body: adminProjectAccessRequestSchema,
    response: adminUserDetailSchema,
  },
  postUsersRole: {
    method: 'POST',
    path: '/api/admin/users/:id/role',
    params: userParams,
    body: adminRoleRequestSchema,
    response: adminUserDetailSchema,
  },
  postUsersSignOut: {
    method: 'POST',
    path: '/api/admin/users/:id/sign-out',
    params: userParams,
    body: adminSignOutRequestSchema,
    response: adminUserDetailSchema,
  },
  getProjects: { method: 'GET', path: '/api/admin/projects', response: adminProjectListResponseSchema },
  postProjectsFeature: {
    method: 'POST',
    path: '/api/admin/projects/:project/feature',
    params: z.object({ project: z.string().min(1).max(160) }),
    body: adminFeatureRequestSchema,
    status: 204,
    response: z.null(),
  },
  deleteProjectsByProject: {
    method: 'DELETE',
    path: '/api/admin/projects/:project',
    params: z.object({ project: z.string().min(1).max(160) }),
    body: adminDeleteProjectRequestSchema,
    status: 204,
    response: z.null(),
  },
  getSources: { method: 'GET', path: '/api/admin/sources', response: adminSourceListResponseSchema },
  putSourcesById: {
    method: 'PUT',
    path: '/api/admin/sources/:id',
    params: z.object({ id: z.string().min(1).max(60) }),
    body: adminSourceRequestSchema,
    status: 204,
    response: z.null(),
  },
  getDuplicates: {
    method: 'GET',
    path: '/api/admin/duplicates',
    response: duplicateListResponseSchema,
  },
  postDuplicates: {
    method: 'POST',
    path: '/api/admin/duplicates',
    body: duplicateReviewRequestSchema,
    status: 204,
    response: z.null(),
  },
  getAudit: {
    method: 'GET',
    path: '/api/admin/audit',
    query: auditListQuerySchema,
    response: auditListResponseSchema,
  },
  getAuditCsv: {
    method: 'GET',
    path: '/api/admin/audit.csv',
    query: auditListQuerySchema
      .omit({ page: true, pageSize: true })
      .extend({ lang: z.enum(LOCALES).default('en') }),
    file: true,
  },
});
