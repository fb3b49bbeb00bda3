import type { Role } from '@aushadh/shared/auth/roles.ts';

/** One account per role for development and end-to-end tests; listed in the README. Never created in production. */
export const DEMO_PASSWORD = 'Aushadh@Demo2026';
export interface DemoAccount {
  username: string;
  name: string;
  email: string;
  role: Role;
  password: string;
  /** A professional's council registration, shown to customers (the pharmacist's on every approval). */
  registration?: { number: string; council: string };
}

/** Registrations of the demo professionals: believable formats, not real people's numbers. */
const REGISTRATIONS: Partial<Record<Role, DemoAccount['registration']>> = {
  pharmacy: { number: 'MSPC/2014/48213', council: 'Maharashtra State Pharmacy Council' },
};

export const DEMO_ACCOUNTS: DemoAccount[] = (
  [
    ['customer', 'Asha Verma'],
    ['admin', 'Rohan Mehta'],
    ['subadmin', 'Neha Kapoor'],
    ['pharmacy', 'Anjali Deshpande'],
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
  ...(REGISTRATIONS[role] ? { registration: REGISTRATIONS[role] } : {}),
}));
