/** Whose data: the account as it was before erasure began (features that key data by e-mail need it). */
export interface DataSubject {
  userId: number;
  email: string;
}

/**
 * What one feature holds about a person (DPDP Act 2023 §11 access, §12 erasure). Each feature implements
 * it in its own service and registers it from its plugin, so the privacy feature never reads another
 * feature's tables and a new feature (prescriptions, consultations, lab reports…) plugs in without editing
 * privacy code.
 */
export interface PersonalDataContributor {
  /** Name, for logs and errors. */
  name: string;
  /** Sections of "download my data" this feature fills, by key. */
  export?: (subject: DataSubject) => Promise<Record<string, unknown>>;
  /**
   * Erases or anonymises this feature's data. It runs inside the deletion's unit of work, so its
   * repository's queries join that one transaction by themselves. Records the law makes us keep
   * (invoices, registers) are anonymised, never deleted.
   */
  erase?: (subject: DataSubject) => Promise<void>;
}

export function createPersonalDataRegistry() {
  const contributors: PersonalDataContributor[] = [];
  return {
    register(...more: PersonalDataContributor[]) {
      contributors.push(...more);
    },
    /** In registration order: erasure runs the same order in one transaction. */
    list(): readonly PersonalDataContributor[] {
      return contributors;
    },
  };
}

export type PersonalDataRegistry = ReturnType<typeof createPersonalDataRegistry>;
