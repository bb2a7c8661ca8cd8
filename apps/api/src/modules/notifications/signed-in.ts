import { AppError } from '../../errors.js';

/** The signed-in user's id (`unauthenticated` for a visitor): notices and preferences are one user's. */
export const userIdOf = (user: { id: string } | null): string => {
  if (!user) throw new AppError('unauthenticated');
  return user.id;
};
