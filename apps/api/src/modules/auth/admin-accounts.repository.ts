import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeTokens, users } from '../../db/schema/index';

/** An administrator as the staff screen lists them. */
export type AdminAccount = {
  id: number;
  name: string;
  email: string;
  emailConfirmed: boolean;
  createdAt: Date;
};

const adminColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  emailConfirmed: sql<boolean>`${users.emailConfirmedAt} is not null`,
  createdAt: users.createdAt,
};
const isActiveAdmin = and(eq(users.role, 'admin'), isNull(users.disabledAt));

/** The users table as the staff and first-run paths write it (decisions 114, 115); auth owns the table. */
export function adminAccountsRepository(db: Db) {
  return {
    async list(): Promise<AdminAccount[]> {
      return db.select(adminColumns).from(users).where(isActiveAdmin).orderBy(asc(users.name), asc(users.id));
    },

    /**
     * Locks every active administrator's row and answers their ids. Two removals at once wait for each
     * other here, and the second sees the first's result: the last administrator is never removed.
     */
    async lockAdmins(): Promise<number[]> {
      const rows = await db.select({ id: users.id }).from(users).where(isActiveAdmin).for('update');
      return rows.map((r) => r.id);
    },

    async anyAdmin(): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(isActiveAdmin).limit(1);
      return row !== undefined;
    },

    async byEmail(email: string) {
      const [row] = await db
        .select({
          id: users.id,
          role: users.role,
          studentId: users.studentId,
          disabledAt: users.disabledAt,
        })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row;
    },

    async insertAdmin(values: {
      name: string;
      email: string;
      passwordHash: string;
      emailConfirmed: boolean;
    }): Promise<number | undefined> {
      const [row] = await db
        .insert(users)
        .values({
          name: values.name,
          email: values.email,
          passwordHash: values.passwordHash,
          role: 'admin',
          emailConfirmedAt: values.emailConfirmed ? new Date() : null,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      return row?.id;
    },

    /** A removed administrator (or a user without a registration) becomes an administrator again. */
    async makeAdmin(id: number, values: { name: string; passwordHash?: string; emailConfirmed?: boolean }) {
      await db
        .update(users)
        .set({
          role: 'admin',
          name: values.name,
          disabledAt: null,
          sessionVersion: sql`${users.sessionVersion} + 1`,
          ...(values.passwordHash ? { passwordHash: values.passwordHash } : {}),
          ...(values.emailConfirmed ? { emailConfirmedAt: new Date() } : {}),
        })
        .where(eq(users.id, id));
    },

    /**
     * Takes the administrator role away, and with `disable` the account itself. The session version rises,
     * so every open token is refused on its next call (decision 99 reads admin sessions on every call).
     */
    async revokeAdmin(id: number, disable: boolean): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({
          role: 'student',
          sessionVersion: sql`${users.sessionVersion} + 1`,
          ...(disable ? { disabledAt: new Date() } : {}),
        })
        .where(and(eq(users.id, id), isActiveAdmin))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Every open link of the user (invitation, reset, automatic login) stops working. */
    async revokeAllTokens(id: number): Promise<void> {
      await db
        .update(oneTimeTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(oneTimeTokens.userId, id), isNull(oneTimeTokens.usedAt)));
    },

    /** The accounts among `emails` that can still sign in (the demo's, decision 114). */
    async openAccounts(emails: string[]): Promise<string[]> {
      if (emails.length === 0) return [];
      const lowered = emails.map((e) => e.toLowerCase());
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(
          and(
            isNull(users.disabledAt),
            sql`lower(${users.email}) in (${sql.join(
              lowered.map((e) => sql`${e}`),
              sql`, `,
            )})`,
          ),
        );
      return rows.map((r) => r.email);
    },

    /** Closes the accounts among `emails`: no sign-in, no session, no link (the demo's, decision 114). */
    async disableAccounts(emails: string[]): Promise<number[]> {
      if (emails.length === 0) return [];
      const lowered = emails.map((e) => e.toLowerCase());
      const rows = await db
        .update(users)
        .set({
          disabledAt: new Date(),
          role: 'student',
          sessionVersion: sql`${users.sessionVersion} + 1`,
        })
        .where(
          and(
            isNull(users.disabledAt),
            sql`lower(${users.email}) in (${sql.join(
              lowered.map((e) => sql`${e}`),
              sql`, `,
            )})`,
          ),
        )
        .returning({ id: users.id });
      return rows.map((r) => r.id);
    },
  };
}

export type AdminAccountsRepository = ReturnType<typeof adminAccountsRepository>;
