/** The time source. Services take a Clock so tests can move time (codes expiring, the 30-day purge). */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved: `clock.advance(30 * DAY_MS)`. */
export const createManualClock = (start = new Date('2026-01-01T00:00:00.000Z')) => {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
    set: (date: Date) => {
      current = date.getTime();
    },
  };
};

export const DAY_MS = 24 * 60 * 60 * 1000;
