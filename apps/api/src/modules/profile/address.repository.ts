import type { NormalizedAddress } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { students } from '../../db/schema/index';

export function addressRepository(db: Db) {
  return {
    /** Writes the reviewed address on that one registration. */
    async saveAddress(studentId: number, a: NormalizedAddress): Promise<void> {
      await db
        .update(students)
        .set({
          cep: a.AlCEP,
          street: a.AlEndereco,
          number: a.AlNumero,
          complement: a.AlComp,
          district: a.AlBairro,
          city: a.AlCidade,
          uf: a.AlUF,
          addressReviewedAt: a.AlRevEndereco,
        })
        .where(eq(students.id, studentId));
    },
  };
}

export type AddressRepository = ReturnType<typeof addressRepository>;
