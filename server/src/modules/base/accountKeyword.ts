import { ilike, type SQL } from 'drizzle-orm';
import { adAccounts, customers } from '../../db/schema';
import { containing } from '../../db/text';

/** What a keyword finds an account by: its name, its platform ID, its customer's name (joined as `customers`). */
export const accountKeyword = (text: string): SQL[] => [
  ilike(adAccounts.name, containing(text)),
  ilike(adAccounts.platformId, containing(text)),
  ilike(customers.name, containing(text)),
];
