import type { ContactRow } from './contacts.repository';

/** Part 1 section 3 'Mobile contact' as GraphQL answers it. */
export function presentContact(row: ContactRow) {
  return {
    id: String(row.id),
    type: row.type,
    rawPhoneNumber: row.raw_phone_number,
    verification: { isVerified: row.is_verified, isoPhone: row.iso_phone },
  };
}

/** Part 1 section 7 user(id): e-mail and contacts. */
export function presentUserWithContacts(found: {
  user: { id: number; email: string };
  contacts: ContactRow[];
}) {
  return {
    id: String(found.user.id),
    email: found.user.email,
    contacts: found.contacts.map(presentContact),
  };
}
