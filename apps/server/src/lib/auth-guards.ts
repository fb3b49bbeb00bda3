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

/** preHandler: 401 when signed out, 403 when the role is not one of `roles`. */
export function requireRole(roles: readonly Role[] | 'any') {
  return async (request: FastifyRequest) => {
    // The generic codes' texts are SPEC §8's "Authentication Required" and "Access Denied".
    if (!request.user) throw new AppError('UNAUTHENTICATED');
    if (roles !== 'any' && !roles.includes(request.user.role)) {
      throw new AppError('FORBIDDEN');
    }
  };
}

export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}
