import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { graduations } from '../../db/schema/index';

/**
 * The graduation's face-search switch and threshold (decision 138), written here because this module alone
 * writes its table (decision 131); the faces module calls these in its own transaction through the door.
 */
export function graduationFaceSearch(tx: Db) {
  return {
    /** The settings, the graduation's row locked until the transaction ends; undefined for an unknown one. */
    async lock(graduationId: number) {
      const [row] = await tx
        .select({ enabled: graduations.faceSearchEnabled, threshold: graduations.faceMatchThreshold })
        .from(graduations)
        .where(eq(graduations.id, graduationId))
        .for('update');
      return row;
    },
    async save(graduationId: number, enabled: boolean, threshold: number) {
      await tx
        .update(graduations)
        .set({ faceSearchEnabled: enabled, faceMatchThreshold: threshold })
        .where(eq(graduations.id, graduationId));
    },
  };
}
