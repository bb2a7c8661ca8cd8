import type { Db } from '../../db/database.js';
import { peopleOf, type Person } from '../accounts/index.js';

/** A notice's recipient: an open account's e-mail and language (the accounts' front door, decision 046). */
export type Recipient = Pick<Person, 'id' | 'email' | 'language'>;

/** The open accounts among `ids` (a closed account gets no notice), asked of accounts in one batch. */
export const recipientsOf = async (db: Db, ids: readonly string[]): Promise<Recipient[]> =>
  peopleOf({ db }, { ids, isOpenOnly: true });
