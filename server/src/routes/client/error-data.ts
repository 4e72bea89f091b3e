/** Storing, listing and pruning the browsers' error reports. */
import { count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { clientErrorReports, users, type ClientErrorKind } from '../../db/schema.ts';
import type { Auth } from '../../plugins/auth.ts';
import { clockDate } from '../../clock.ts';
import type { ClientErrorBody, ClientErrorReport } from '../../../../contracts/schemas/client.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';

/** Reports are kept this long. */
export const RETENTION_DAYS = 30;
/** The User-Agent header is cut to this many characters. */
export const MAX_USER_AGENT = 500;

export interface ReportContext {
  auth: Auth;
  ip: string;
  userAgent: string | undefined;
}

export async function storeReport(db: Db, report: ClientErrorBody, { auth, ip, userAgent }: ReportContext): Promise<number> {
  const [row] = await db
    .insert(clientErrorReports)
    .values({
      kind: report.kind,
      message: report.message,
      stack: report.stack ?? null,
      url: report.url,
      apiPath: report.apiPath ?? null,
      status: report.status ?? null,
      userAgent: userAgent ? [...userAgent].slice(0, MAX_USER_AGENT).join('') : null,
      // A validly signed token of an account that is gone records no member (the column has a foreign key).
      userId: auth.kind === 'member' ? sql`(select ${users.id} from ${users} where ${users.id} = ${auth.userId})` : null,
      guestId: auth.kind === 'guest' ? auth.guestId : null,
      ip,
    })
    .returning({ id: clientErrorReports.id });
  return row!.id;
}

/** Deletes the reports older than RETENTION_DAYS. */
export async function pruneReports(db: Db, now: Date = clockDate()): Promise<void> {
  const cutoff = new Date(now.getTime() - RETENTION_DAYS * 86_400_000);
  await db.delete(clientErrorReports).where(lt(clientErrorReports.createdAt, cutoff));
}

export async function listReports(
  db: Db,
  { kind, pageNum, pageSize }: { kind?: ClientErrorKind; pageNum: number; pageSize: number },
): Promise<Page<ClientErrorReport>> {
  const where: SQL | undefined = kind ? eq(clientErrorReports.kind, kind) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(clientErrorReports)
      .where(where)
      .orderBy(desc(clientErrorReports.createdAt), desc(clientErrorReports.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(clientErrorReports).where(where),
  ]);
  const list = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    message: row.message,
    stack: row.stack,
    url: row.url,
    apiPath: row.apiPath,
    status: row.status,
    userAgent: row.userAgent,
    userId: row.userId,
    guestId: row.guestId,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  }));
  return { list, total: total?.n ?? 0, pageNum, pageSize };
}
