import { loginRequestSchema } from '@aushadh/shared/auth/schemas.ts';
import type { RegisterForm, registerFormSchema } from '@aushadh/shared/auth/schemas.ts';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** The sign-in form: the login request without the guest id, which is added when sending. */
export const signInFormSchema = loginRequestSchema.omit({ tempUserId: true });
export type SignInFormInput = z.input<typeof signInFormSchema>;
export type SignInFormValues = z.output<typeof signInFormSchema>;
export type SignInFormApi = UseFormReturn<SignInFormInput, unknown, SignInFormValues>;

export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormApi = UseFormReturn<RegisterFormInput, unknown, RegisterForm>;
