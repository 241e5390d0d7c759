import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { graduations, oneTimeTokens, students, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type TokenPurpose = 'reset' | 'autologin' | 'confirm';

export function authRepository(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row;
    },

    async findUserById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /**
     * The newest registration with this e-mail that no other portal user holds yet; never an archived one
     * nor one of an archived graduation (decision 124).
     */
    async findLinkableStudent(email: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: students.id })
        .from(students)
        .innerJoin(graduations, eq(graduations.id, students.graduationId))
        .leftJoin(users, eq(users.studentId, students.id))
        .where(
          and(
            sql`lower(${students.email}) = ${email.toLowerCase()}`,
            isNull(users.id),
            isNull(students.archivedAt),
            isNull(graduations.archivedAt),
          ),
        )
        .orderBy(desc(students.createdAt), desc(students.id))
        .limit(1);
      return row?.id;
    },

    /** Inserts the user; undefined when the e-mail is taken (the unique index decides, not a prior read). */
    async createUser(values: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Links only a user who proved the e-mail (DESIGN §3), and only one without a registration yet. */
    async linkStudent(userId: number, studentId: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ studentId })
        .where(and(eq(users.id, userId), isNull(users.studentId), isNotNull(users.emailConfirmedAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },
    /** The e-mail is proven (a confirmation, a reset or an administrator's link): answers whether it was new. */
    async confirmEmail(userId: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ emailConfirmedAt: new Date() })
        .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },
    /**
     * Ends every session of the user: tokens carry the version they were issued for. The service ends the
     * calendar address right after, through its port (decision 99, decision 131). Run in the caller's
     * transaction.
     */
    async endSessions(userId: number): Promise<void> {
      await db
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(eq(users.id, userId));
    },
    async setPassword(userId: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    async insertToken(
      userId: number,
      purpose: TokenPurpose,
      tokenHash: string,
      expiresAt: Date,
      issuedBy: number | null = null,
    ): Promise<void> {
      await db.insert(oneTimeTokens).values({ userId, purpose, tokenHash, expiresAt, issuedBy });
    },

    /**
     * Marks the token used and returns its user, in one statement: two concurrent uses cannot both win.
     * Given `userId`, a token of another user is left untouched (a reset with the wrong e-mail burns nothing).
     */
    async consumeToken(
      tokenHash: string,
      purpose: TokenPurpose,
      userId?: number,
    ): Promise<{ userId: number; issuedBy: number | null } | undefined> {
      const [row] = await db
        .update(oneTimeTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(oneTimeTokens.tokenHash, tokenHash),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, new Date()),
            userId === undefined ? undefined : eq(oneTimeTokens.userId, userId),
          ),
        )
        .returning({ userId: oneTimeTokens.userId, issuedBy: oneTimeTokens.issuedBy });
      return row;
    },

    /** Every other open token of this purpose stops working (a reset ends older reset links). */
    async revokeTokens(userId: number, purpose: TokenPurpose): Promise<void> {
      await db
        .update(oneTimeTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(oneTimeTokens.userId, userId),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
          ),
        );
    },

    async studentName(studentId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ firstName: students.firstName, surname: students.surname })
        .from(students)
        .where(eq(students.id, studentId));
      return row && `${row.firstName} ${row.surname}`;
    },
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
