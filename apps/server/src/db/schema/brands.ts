import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const brands = pgTable('brands', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  logo_url: text('logo_url'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
