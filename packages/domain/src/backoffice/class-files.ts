import { z } from 'zod';
import { uploadSchema, uploadTypeSchema } from '../contract/uploads';
import { UPLOAD_TYPES, type UploadType } from '../uploads/types';
import { pagedSchema, pageQuerySchema } from './paging';

/** 'Arquivos da turma' (decision 123): our wording, the specs show no admin screens. */
export const classFilesMessages = {
  emptyZip: 'Nenhum formando enviou arquivos nesta tela ainda: não há o que baixar.',
  emptyScreen: 'Nenhum arquivo nesta tela ainda.',
  emptyList: 'A turma ainda não enviou nenhum arquivo.',
} as const;

/** GET /api/admin/formaturas/:id/arquivos/lista: the class's files, paged, of one screen or all. */
export const classFilesQuerySchema = pageQuerySchema.extend({ tipo: uploadTypeSchema.optional() });
export type ClassFilesQuery = z.infer<typeof classFilesQuerySchema>;

export const classFileSchema = uploadSchema.omit({ aviso: true }).extend({
  /** The student who sent it. */
  aluno: z.string().max(300),
  /** When it arrived (ISO 8601). */
  enviadoEm: z.string().max(40),
});
export type ClassFile = z.infer<typeof classFileSchema>;

/** A page of files, with how many each screen holds (an empty screen's zip is not offered). */
export const classFilesPageSchema = pagedSchema(classFileSchema).extend({
  porTipo: z.object(
    Object.fromEntries(UPLOAD_TYPES.map((t) => [t, z.number().int()])) as Record<UploadType, z.ZodNumber>,
  ),
});
export type ClassFilesPage = z.infer<typeof classFilesPageSchema>;
