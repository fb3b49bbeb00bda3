import type { Role } from '@aushadh/shared/auth/roles.ts';
import type { User } from '@aushadh/shared/auth/schemas.ts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie on every /api request (features/auth). */
    user: User | null;
    sessionToken: string | undefined;
  }
}

export const AUTH_REQUIRED_MESSAGE = 'Authentication Required: please sign in to continue.';
export const ACCESS_DENIED_MESSAGE = "Access Denied: you don't have permission to access this page.";

/** preHandler: 401 when signed out, 403 when the role is not one of `roles`. */
export function requireRole(roles: readonly Role[] | 'any') {
  return async (request: FastifyRequest) => {
    if (!request.user) throw new AppError('UNAUTHENTICATED', AUTH_REQUIRED_MESSAGE);
    if (roles !== 'any' && !roles.includes(request.user.role)) {
      throw new AppError('FORBIDDEN', ACCESS_DENIED_MESSAGE);
    }
  };
}

export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw new AppError('UNAUTHENTICATED', AUTH_REQUIRED_MESSAGE);
  return request.user;
}
