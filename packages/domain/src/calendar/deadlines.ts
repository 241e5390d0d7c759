import { addDays, type IsoDate } from '../dates';
import { uploadLastDay } from '../uploads/deadlines';
import { UploadType } from '../uploads/types';

/** Days before the ceremony by which the contract is to be paid in full (spec A §5). */
export const PAY_IN_FULL_DAYS_BEFORE = 60;

export type StudentDeadline = { id: string; title: string; date: IsoDate; description: string };

export type DeadlineInput = {
  FormData: string | null;
  FormLimiteEntrega: number;
  FormLimiteComplementares: string | null;
  FormLimiteCamisetas: string | null;
  FormLimiteAvista: string | null;
  /** What the student may do (permissionsFor): a guest has no finance, shirt or uploads. */
  finance: boolean;
  shirt: boolean;
  uploads: boolean;
  complementar: boolean;
};

const iso = (value: string | null): IsoDate | null =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;

/**
 * Every deadline of a student (decision 56: uploads, shirt, cash discount, complementary photos, payment in
 * full 60 days before the ceremony, and the ceremony itself), by date; a date not set yet is left out.
 */
export function studentDeadlines(d: DeadlineInput): StudentDeadline[] {
  const out: StudentDeadline[] = [];
  const add = (id: string, date: IsoDate | null, title: string, description: string) => {
    if (date) out.push({ id, date, title, description });
  };
  const ceremony = iso(d.FormData);
  const dados = {
    FormData: d.FormData,
    FormLimiteEntrega: d.FormLimiteEntrega,
    FormLimiteComplementares: d.FormLimiteComplementares,
  };
  add('formatura', ceremony, 'Formatura', 'O dia da cerimônia de formatura.');
  if (d.finance) {
    add(
      'avista',
      iso(d.FormLimiteAvista),
      'Último dia do desconto à vista',
      'Quitar o contrato à vista com desconto até este dia.',
    );
    add(
      'quitacao',
      ceremony && addDays(ceremony, -PAY_IN_FULL_DAYS_BEFORE),
      'Quitar o contrato',
      `O contrato deve estar quitado ${PAY_IN_FULL_DAYS_BEFORE} dias antes da formatura.`,
    );
  }
  if (d.shirt)
    add(
      'camiseta',
      iso(d.FormLimiteCamisetas),
      'Medida da camiseta',
      'Último dia para escolher a medida da camiseta.',
    );
  if (d.uploads) {
    add(
      'envio-formatura',
      uploadLastDay(UploadType.graduation, dados),
      'Músicas da formatura',
      'Último dia para enviar as músicas da formatura.',
    );
    add(
      'envio-individual',
      uploadLastDay(UploadType.individual, dados),
      'Arquivos individuais',
      'Último dia para enviar suas fotos e a música da homenagem.',
    );
    if (d.complementar) {
      add(
        'envio-complementar',
        uploadLastDay(UploadType.complementary, dados),
        'Fotos complementares',
        'Último dia para enviar as fotos complementares.',
      );
    }
    add(
      'envio-certificado',
      uploadLastDay(UploadType.certificate, dados),
      'Certificado',
      'Último dia para enviar o certificado de conclusão.',
    );
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}
