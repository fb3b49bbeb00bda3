import type { Role } from '@aushadh/shared/auth/roles.ts';

/** One account per role for development and end-to-end tests; listed in the README. Never created in production. */
export const DEMO_PASSWORD = 'Aushadh@Demo2026';
export const DEMO_ACCOUNTS: { username: string; name: string; email: string; role: Role; password: string }[] = (
  [
    ['customer', 'Asha Verma'],
    ['admin', 'Rohan Mehta'],
    ['subadmin', 'Neha Kapoor'],
    ['pharmacy', 'Sanjay Gupta'],
    ['chemist', 'Farah Khan'],
    ['doctor', 'Dr. Kavita Iyer'],
    ['laboratory', 'Arjun Nair'],
    ['hospital', 'Meera Reddy'],
    ['delivery', 'Vikram Singh'],
  ] as const
).map(([role, name]) => ({
  username: `demo.${role}`,
  name,
  email: `demo.${role}@aushadh.in`,
  role,
  password: DEMO_PASSWORD,
}));
