/**
 * Whose eyes a lead's phone and email are for. A lead belongs to an advertiser (a customer); the people who own
 * the advertiser see its leads' contacts whole: the admin, the customer's sales owner and the operators of its
 * ad accounts — the people DOMAIN.md's personal scopes ("own customers", "own accounts") name. Anyone else whom
 * the data scope lets see the lead (the general manager, finance, a department head, a group lead) oversees the
 * advertiser without working it, and sees the contacts masked.
 */

export interface LeadViewer {
  userId: number;
  isAdmin: boolean;
}

/** The people an advertiser is worked by. */
export interface AdvertiserPeople {
  salesId: number | null;
  /** The operators of its ad accounts. */
  operatorIds: readonly number[];
}

export function ownsAdvertiser(viewer: LeadViewer, advertiser: AdvertiserPeople): boolean {
  return (
    viewer.isAdmin || advertiser.salesId === viewer.userId || advertiser.operatorIds.includes(viewer.userId)
  );
}

/** 13812341234 → 138****1234; a number too short to keep both ends is hidden whole. */
export function maskPhone(phone: string): string {
  return phone.length >= 8 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '*'.repeat(phone.length);
}

/** zhang@example.com → z***@example.com: the mailbox's first letter and the domain stay, to tell leads apart. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email.slice(0, 1)}***${email.slice(at)}` : '***';
}

/** A lead's phone and email as a viewer who owns the advertiser, or does not, is shown them. */
export function shownContact<C extends { phone: string | null; email: string | null }>(
  owned: boolean,
  contact: C,
): C {
  if (owned) return contact;
  return {
    ...contact,
    phone: contact.phone === null ? null : maskPhone(contact.phone),
    email: contact.email === null ? null : maskEmail(contact.email),
  };
}
