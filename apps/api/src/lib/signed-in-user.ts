import type { SessionUserResponse } from '@flarescope/shared';

/**
 * The signed-in user: the API's one type for who acts (issue 36, item 4; decision 044 says where it
 * lives). The account as the SPA knows it (SessionUserResponse: id, e-mail, names, language, units, role
 * and the two account-wide grants) and how this request came: its session (`sessionId`), or a personal
 * API key (`apiKeyId` set, `sessionId` empty) on a route of API_KEY_ROUTES.
 *
 * The request guards (plugins/auth.ts) resolve it once per request as `request.user`; services get it as
 * `ServiceContext.actor`; the permission rules (modules/access/policies.ts) read it. `null` is a visitor.
 * A function that needs less takes a `Pick` of it (the policies: id, role and the grants), never a
 * look-alike type of its own.
 *
 * It lives on the floor, not behind the session module's door: the access module, which the session
 * module imports (the grants' columns of its lookup), and lib/service-context.ts, which imports no module,
 * both name it. Frozen when resolved: requests share it.
 */
export type SignedInUser = Readonly<
  SessionUserResponse & {
    /** The session the request came with; '' when a personal API key stands for the user. */
    sessionId: string;
    /** The personal API key the request came with (no session). */
    apiKeyId?: string;
  }
>;
