/**
 * What a module needs of modules above it (issue 36, item 2; decision 050). A module may not import one that
 * imports it (`no-module-cycle`), so where it needs another's rows and no caller can hand them in (its own
 * routes, its schedule, the guards), it declares a port: a small typed interface of the functions it calls.
 * The app's composition (ports.ts beside app.ts) fills each port with the owners' front-door functions,
 * where the compiler checks that they fit, and the contexts carry them (`ServiceContext.ports`,
 * `AppContext.ports`): a context built without them does not compile, so a test or a job cannot forget one.
 *
 * Each module adds its port here by declaration merging (`declare module` on this file), as it adds its
 * tables to db/database.ts, so that the floor imports no module. A port is not an event bus: every call
 * is a direct call, made where the caller makes it, with the caller's `db` (a transaction too).
 */
// Empty on the floor: the modules fill it (session: `sessionUser`, notifications: `notices`).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Ports {}
