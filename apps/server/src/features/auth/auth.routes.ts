import {
  changePasswordRequestSchema,
  emailRequestSchema,
  guestResponseSchema,
  loginRequestSchema,
  passwordCheckRequestSchema,
  passwordCheckResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  sessionCheckSchema,
  successMessageSchema,
  updateLanguageRequestSchema,
  updateProfileRequestSchema,
  userSchema,
  verifyOtpRequestSchema,
} from '@aushadh/shared/auth/schemas.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth-guards.ts';
import { pageLanguage } from '../../lib/page-head.ts';
import { bodyField, limit } from '../../lib/rate-limit.ts';
import type { AuthHttp } from './auth-http.ts';
import { LOGIN_CODE_SENT_MESSAGE, OTP_SENT_MESSAGE, type AuthService } from './auth.service.ts';
import { checkPassword } from './password-policy.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; http: AuthHttp }> = async (app, { auth, http }) => {
  // Per address (socket address; X-Forwarded-For only through TRUST_PROXY hops), so no header dodges it.
  // Wrong passwords per account are counted by the service, which knows the account behind the name.
  const loginLimits = [limit(app, 'login-address', { max: 50, minutes: 10 })];
  const registerLimits = [limit(app, 'register-address', { max: 10, minutes: 60 })];
  const codeRequestLimits = (purpose: string) => [
    limit(app, `${purpose}-request-address`, { max: 20, minutes: 15 }),
    limit(app, `${purpose}-request-email`, { max: 5, minutes: 15, key: bodyField('email') }),
  ];
  const codeVerifyLimits = (purpose: string) => [limit(app, `${purpose}-verify-address`, { max: 30, minutes: 15 })];
  // Typing forms ask on blur and after a pause: generous for a person, useless for testing a list at scale.
  const passwordCheckLimits = [limit(app, 'password-check-address', { max: 60, minutes: 10 })];
  const passwordChangeLimits = [
    limit(app, 'password-change', { max: 10, minutes: 15, key: (r) => String(r.user?.id ?? r.ip) }),
  ];

  const context = (request: FastifyRequest, tempUserId: unknown) => ({
    userAgent: request.headers['user-agent'],
    previousToken: request.sessionToken,
    guestId: http.verifiedGuestId(request, tempUserId),
    // The page's `?lang=` or the language cookie the web mirrors from local storage (decision 0006).
    language: pageLanguage(request).language,
  });

  app.get(
    '/api/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user (401 when signed out)',
        response: { 200: userSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return requireUser(request);
    },
  );

  app.get(
    '/api/session-check',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether the caller has a valid session',
        response: { 200: sessionCheckSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { isAuthenticated: request.user !== null };
    },
  );

  app.get(
    '/api/guest',
    {
      schema: {
        tags: ['auth'],
        summary: "The caller's guest id, bound to a signed cookie",
        response: { 200: guestResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { guestId: http.readGuestId(request) ?? http.issueGuestId(request, reply) };
    },
  );

  app.post(
    '/api/login',
    {
      preHandler: loginLimits,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username or e-mail and password',
        body: loginRequestSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, sessionToken } = await auth.login(request.body, context(request, request.body.tempUserId));
      http.setSessionCookie(request, reply, sessionToken);
      return user;
    },
  );

  app.post(
    '/api/register',
    {
      preHandler: registerLimits,
      schema: {
        tags: ['auth'],
        summary: 'Create a customer account and sign in',
        body: registerRequestSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, sessionToken } = await auth.register(request.body, context(request, request.body.tempUserId));
      http.setSessionCookie(request, reply, sessionToken);
      return user;
    },
  );

  app.post(
    '/api/password-policy/check',
    {
      preHandler: passwordCheckLimits,
      schema: {
        tags: ['auth'],
        summary: 'Whether a new password would be accepted (common list, not the username or e-mail)',
        body: passwordCheckRequestSchema,
        response: { 200: passwordCheckResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { password, username, email } = request.body;
      return checkPassword(password, { username, email });
    },
  );

  app.post(
    '/api/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session; a new guest id is issued',
        response: { 200: successMessageSchema },
      },
    },
    async (request, reply) => {
      await auth.logout(request.sessionToken);
      http.clearSessionCookie(request, reply);
      http.issueGuestId(request, reply);
      return { success: true, message: 'You have been successfully logged out' };
    },
  );

  app.post(
    '/api/password-reset/request',
    {
      preHandler: codeRequestLimits('reset'),
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset code',
        body: emailRequestSchema,
        response: { 200: successMessageSchema, ...errors },
      },
    },
    async (request) => {
      auth.requestCode(request.body.email, 'password-reset');
      return { success: true, message: OTP_SENT_MESSAGE };
    },
  );

  app.post(
    '/api/password-reset/verify-otp',
    {
      preHandler: codeVerifyLimits('reset'),
      schema: {
        tags: ['auth'],
        summary: 'Check a password reset code',
        body: verifyOtpRequestSchema,
        response: { 200: successMessageSchema, ...errors },
      },
    },
    async (request) => {
      await auth.verifyResetCode(request.body.email, request.body.otp);
      return { success: true, message: 'OTP verified' };
    },
  );

  app.post(
    '/api/password-reset/reset',
    {
      preHandler: codeVerifyLimits('reset'),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the code; ends every session',
        body: resetPasswordRequestSchema,
        response: { 200: successMessageSchema, ...errors },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body.email, request.body.otp, request.body.password);
      return { success: true, message: 'Your password has been reset successfully' };
    },
  );

  app.post(
    '/api/auth/request-login-otp',
    {
      preHandler: codeRequestLimits('login-code'),
      schema: {
        tags: ['auth'],
        summary: 'E-mail a sign-in code',
        body: emailRequestSchema,
        response: { 200: successMessageSchema, ...errors },
      },
    },
    async (request) => {
      auth.requestCode(request.body.email, 'login');
      return { success: true, message: LOGIN_CODE_SENT_MESSAGE };
    },
  );

  app.post(
    '/api/auth/verify-login-otp',
    {
      preHandler: codeVerifyLimits('login-code'),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with an e-mailed code',
        body: verifyOtpRequestSchema.extend({
          tempUserId: z
            .union([z.string().max(100), z.number()])
            .optional()
            .nullable(),
        }),
        response: { 200: userSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, sessionToken } = await auth.verifyLoginCode(
        request.body.email,
        request.body.otp,
        context(request, request.body.tempUserId),
      );
      http.setSessionCookie(request, reply, sessionToken);
      return user;
    },
  );

  app.put(
    '/api/user/profile',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change name and mobile',
        body: updateProfileRequestSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => auth.updateProfile(requireUser(request).id, request.body),
  );

  app.patch(
    '/api/user/language',
    {
      schema: {
        tags: ['auth'],
        summary: "Store the signed-in user's interface language (mails, PDFs and pushes are written in it)",
        body: updateLanguageRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await auth.setLanguage(requireUser(request).id, request.body.language);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/user/password',
    {
      preHandler: passwordChangeLimits,
      schema: {
        tags: ['auth'],
        summary: 'Change password (needs the current one)',
        body: changePasswordRequestSchema,
        response: { 200: successMessageSchema, ...errors },
      },
    },
    async (request) => {
      await auth.changePassword(
        requireUser(request).id,
        request.body.currentPassword,
        request.body.password,
        request.sessionToken,
      );
      return { success: true, message: 'Your password has been changed. Other devices have been signed out.' };
    },
  );
};
