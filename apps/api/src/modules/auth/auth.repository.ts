import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeTokens, students, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type TokenPurpose = 'reset' | 'autologin';

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

    /** The newest registration with this e-mail that no other portal user holds yet. */
    async findLinkableStudent(email: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: students.id })
        .from(students)
        .leftJoin(users, eq(users.studentId, students.id))
        .where(and(sql`lower(${students.email}) = ${email.toLowerCase()}`, isNull(users.id)))
        .orderBy(desc(students.createdAt), desc(students.id))
        .limit(1);
      return row?.id;
    },

    /** Inserts the user; undefined when the e-mail is taken (the unique index decides, not a prior read). */
    async createUser(values: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },

    async linkStudent(userId: number, studentId: number): Promise<void> {
      await db
        .update(users)
        .set({ studentId })
        .where(and(eq(users.id, userId), isNull(users.studentId)));
    },

    async setPassword(userId: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    async insertToken(
      userId: number,
      purpose: TokenPurpose,
      tokenHash: string,
      expiresAt: Date,
    ): Promise<void> {
      await db.insert(oneTimeTokens).values({ userId, purpose, tokenHash, expiresAt });
    },

    /**
     * Marks the token used and returns its user, in one statement: two concurrent uses cannot both win.
     */
    async consumeToken(tokenHash: string, purpose: TokenPurpose): Promise<number | undefined> {
      const [row] = await db
        .update(oneTimeTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(oneTimeTokens.tokenHash, tokenHash),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: oneTimeTokens.userId });
      return row?.userId;
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
