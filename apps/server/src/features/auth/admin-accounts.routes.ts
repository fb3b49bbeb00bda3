import {
  accountIdParamsSchema,
  accountListQuerySchema,
  accountListSchema,
  adminAccountSchema,
  changeRoleSchema,
  createStaffAccountSchema,
  setDisabledSchema,
} from '@aushadh/shared/auth/admin-account-schemas.ts';
import { successMessageSchema } from '@aushadh/shared/auth/schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../lib/auth-guards.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import type { AuthService } from './auth.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** SPEC §2 /admin/users: admin and subadmin; what a subadmin may not do is the use cases' rule. */
const ADMINS = { roles: ['admin', 'subadmin'] } as const;

function actorOf(request: FastifyRequest): AuditActor {
  const user = requireUser(request);
  return { userId: user.id, role: user.role, ip: request.ip };
}

/** `/api/admin/users`: every account; staff accounts created, roles changed, accounts disabled or enabled. */
export const adminAccountsRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/admin/users',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'Accounts, newest first: search by name, username, e-mail or mobile; filter by role',
        querystring: accountListQuerySchema,
        response: { 200: accountListSchema, ...errors },
      },
    },
    async (request) => auth.accounts.list(request.query),
  );

  app.post(
    '/api/admin/users',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'Create a staff account; its owner gets a code by e-mail to set a password',
        body: createStaffAccountSchema,
        response: { 201: adminAccountSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await auth.accounts.createStaff(actorOf(request), request.body)),
  );

  app.put(
    '/api/admin/users/:id/role',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: "Change an account's role (its sessions end)",
        params: accountIdParamsSchema,
        body: changeRoleSchema,
        response: { 200: adminAccountSchema, ...errors },
      },
    },
    async (request) => auth.accounts.changeRole(actorOf(request), request.params.id, request.body.role),
  );

  app.put(
    '/api/admin/users/:id/disabled',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'Disable an account (its sessions end at once) or enable it again',
        params: accountIdParamsSchema,
        body: setDisabledSchema,
        response: { 200: adminAccountSchema, ...errors },
      },
    },
    async (request) => auth.accounts.setDisabled(actorOf(request), request.params.id, request.body.disabled),
  );

  app.post(
    '/api/admin/users/:id/password-reset',
    {
      config: ADMINS,
      schema: {
        tags: ['admin'],
        summary: 'E-mail the account a password-reset code',
        params: accountIdParamsSchema,
        response: { 200: successMessageSchema, ...errors },
      },
    },
    async (request) => {
      await auth.accounts.sendPasswordReset(actorOf(request), request.params.id);
      return { success: true, message: 'A password-reset code is on its way to the account’s e-mail.' };
    },
  );
};
