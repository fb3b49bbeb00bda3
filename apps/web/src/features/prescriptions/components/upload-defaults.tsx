import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/** What the upload form starts with for a signed-in customer (name, mobile, default delivery address). */
export interface UploadDefaults {
  userName?: string | undefined;
  userPhone?: string | undefined;
  userAddress?: string | undefined;
}

/** A hook the app supplies (it knows the session and the address book; this feature does not). */
export type UseUploadDefaults = () => UploadDefaults;

const noDefaults: UseUploadDefaults = () => ({});
const UploadDefaultsContext = createContext<UseUploadDefaults>(noDefaults);

/**
 * The app plugs in its session here (features never import the app): `useDefaults` must be one stable hook
 * for the app's lifetime, since the dialog calls it on every render.
 */
export function UploadDefaultsProvider({
  useDefaults,
  children,
}: {
  useDefaults: UseUploadDefaults;
  children: ReactNode;
}) {
  return <UploadDefaultsContext.Provider value={useDefaults}>{children}</UploadDefaultsContext.Provider>;
}

/** The current visitor's defaults (empty for a guest, or without a provider). */
export function useUploadDefaults(): UploadDefaults {
  const useDefaults = useContext(UploadDefaultsContext);
  return useDefaults();
}
