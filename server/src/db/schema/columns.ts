/** Column builders shared by the schema files. */
import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { clockDate } from '../../clock.ts';

/**
 * A timestamp set when the row is written: by the server's clock (so CLOCK_AT moves it too), with
 * the database's now() kept as the column default for rows written outside the server.
 */
export const stampedAt = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDate);

/** A row's required reference to its parent `column`: the row goes when the parent goes (ON DELETE CASCADE). */
export const belongsTo = (name: string, column: () => AnyPgColumn) => integer(name).notNull().references(column, { onDelete: 'cascade' });
