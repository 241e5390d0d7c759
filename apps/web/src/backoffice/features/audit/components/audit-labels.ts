import { GRADUATION_FIELDS } from '../../../components/graduation-fields';

/** What each audited call did, in pt-BR (the audit keeps the route: method and path pattern). */
const ACTIONS: Record<string, string> = {
  'POST /api/admin/instituicoes': 'Criou uma instituição',
  'PATCH /api/admin/instituicoes/:id': 'Renomeou uma instituição',
  'POST /api/admin/instituicoes/:id/polos': 'Criou um polo',
  'PATCH /api/admin/polos/:id': 'Renomeou um polo',
  'POST /api/admin/formaturas': 'Criou a formatura',
  'PUT /api/admin/formaturas/:id': 'Alterou os dados da formatura',
  'POST /api/admin/formaturas/:id/encerrar': 'Encerrou a formatura',
  'POST /api/admin/formaturas/:id/reabrir': 'Reabriu a formatura',
  'POST /api/admin/formaturas/:id/cursos': 'Criou um curso',
  'PATCH /api/admin/cursos/:id': 'Renomeou um curso',
  'PUT /api/admin/formaturas/:id/link': 'Configurou o link de autocadastro',
  'POST /api/admin/formaturas/:id/alunos': 'Cadastrou um formando',
  'PUT /api/admin/alunos/:id': 'Alterou o cadastro do formando',
  'POST /api/admin/formaturas/:id/importacao': 'Importou a turma',
  'POST /api/admin/formaturas/:id/convites': 'Enviou convites',
  'POST /api/admin/formaturas/:id/avisos': 'Publicou um aviso',
  'PUT /api/admin/avisos/:id': 'Alterou um aviso',
  'DELETE /api/admin/avisos/:id': 'Excluiu um aviso',
  'POST /api/admin/agir': 'Agiu como o formando',
  'POST /api/admin/link-acesso': 'Gerou um link de acesso',
  'POST /api/auth/auto': 'Entrada pelo link de acesso',
  // Decision 124: archive, unarchive and delete.
  'POST /api/admin/formaturas/:id/arquivar': 'Arquivou a formatura',
  'POST /api/admin/formaturas/:id/desarquivar': 'Desarquivou a formatura',
  'DELETE /api/admin/formaturas/:id': 'Excluiu a formatura',
  'POST /api/admin/alunos/:id/arquivar': 'Arquivou o formando',
  'POST /api/admin/alunos/:id/desarquivar': 'Desarquivou o formando',
  'DELETE /api/admin/alunos/:id': 'Excluiu o formando',
  'POST /api/admin/instituicoes/:id/arquivar': 'Arquivou uma instituição',
  'POST /api/admin/instituicoes/:id/desarquivar': 'Desarquivou uma instituição',
  'DELETE /api/admin/instituicoes/:id': 'Excluiu uma instituição',
  'POST /api/admin/polos/:id/arquivar': 'Arquivou um polo',
  'POST /api/admin/polos/:id/desarquivar': 'Desarquivou um polo',
  'DELETE /api/admin/polos/:id': 'Excluiu um polo',
  'POST /api/admin/cursos/:id/arquivar': 'Arquivou um curso',
  'POST /api/admin/cursos/:id/desarquivar': 'Desarquivou um curso',
  'DELETE /api/admin/cursos/:id': 'Excluiu um curso',
};

/** Fields of the link and the registration, beside the graduation's (graduation-fields.ts). */
const FIELDS: Record<string, string> = {
  open: 'Link aberto',
  vacancyLimit: 'Limite de vagas',
  executiveCode: 'Código do executivo',
  newKey: 'Novo link',
  course: 'Curso',
  AlNome: 'Nome',
  AlSobrenome: 'Sobrenome',
  AlEmail: 'E-mail',
  AlCPF: 'CPF',
  AlFone: 'Celular',
  AlInsta: 'Instagram',
  AlCurso: 'Curso',
  AlPolo: 'Polo',
  AlExecutivo: 'Código do executivo',
  restricted: 'Restrito',
  committee: 'Comissão',
  guest: 'Convidado',
  coordinator: 'Coordenador',
  ignoreCredits: 'Ignorar créditos',
  AlCredFtDigital: 'Créditos digitais',
  AlCredFtImpressa: 'Créditos impressos',
  closed: 'Encerrada',
};

export const actionLabel = (action: string): string | undefined => ACTIONS[action];

export const fieldLabel = (field: string): string =>
  GRADUATION_FIELDS[field as keyof typeof GRADUATION_FIELDS]?.label ?? FIELDS[field] ?? field;
