import { sessionContract, type SessionResponse } from '@flarescope/shared';
import { createContext, useContext, type ReactNode } from 'react';
import { api } from './api-client';

export type Session = SessionResponse;

const signedOut: Session = { signedIn: false, user: null };

/**
 * The start-up call: the `auth` cookie is HttpOnly, so the SPA asks the API whether it is signed in
 * (the API refreshes the cookies at the same time). A failed call starts the signed-out set.
 */
export const fetchSession = async (): Promise<Session> => {
  try {
    return await api.call(sessionContract.get);
  } catch {
    return signedOut;
  }
};

const SessionContext = createContext<Session>(signedOut);

export const SessionProvider = ({ session, children }: { session: Session; children: ReactNode }) => (
  <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
);

export const useSession = (): Session => useContext(SessionContext);
