// Decision 126: the before/after of an audited change names each field in pt-BR; a field missing here is
// humanised (words split, lower case), never shown as raw camelCase.

const FIELD_LABELS: Record<string, string> = {
  // The graduation (spec A §3, FormDados).
  institutionId: 'Instituição',
  name: 'Nome',
  nome: 'Nome',
  FormData: 'Data da formatura',
  FormHora: 'Hora',
  FormLocal: 'Local',
  FormVerDados: 'Mostrar data, hora e local ao formando',
  FormReajuste: 'Reajuste (R$)',
  FormValorPrazo: 'Valor a prazo (R$)',
  FormValor: 'Valor à vista (R$)',
  FormLimiteAvista: 'Limite do desconto à vista',
  FormLimiteSemJuros: 'Parcelas sem juros no cartão',
  FormLimiteCartao: 'Limite do cartão',
  FormTaxa: 'Juros do cartão (%)',
  FormContrato: 'Endereço do contrato',
  FormFtInfancia: 'Fotos de infância',
  FormFtHomenagem: 'Fotos de homenagem',
  FormFtLed: 'Fotos do painel de LED',
  FormLimiteEntrega: 'Prazo de envio (dias)',
  FormLimiteComplementares: 'Limite das fotos complementares',
  FormLimiteCamisetas: 'Limite da camiseta',
  FormMinimoPago: 'Mínimo pago para ver os eventos (%)',
  FormDownImpressas: 'Créditos impressos valem para digital + impressa',
  FormTodas: 'Todas as fotos digitais gratuitas',
  complementar: 'Oferecer envio de fotos complementares',
  closed: 'Encerrada',
  // The registration link and the student.
  open: 'Link aberto',
  vacancyLimit: 'Limite de vagas',
  executiveCode: 'Código do executivo',
  newKey: 'Novo link',
  course: 'Curso',
  courseId: 'Curso',
  campus: 'Polo',
  campusId: 'Polo',
  AlNome: 'Nome',
  AlSobrenome: 'Sobrenome',
  AlEmail: 'E-mail',
  AlCPF: 'CPF',
  AlFone: 'Celular',
  AlInsta: 'Instagram',
  AlCurso: 'Curso',
  AlPolo: 'Polo',
  AlExecutivo: 'Código do executivo',
  AlCredFtDigital: 'Créditos digitais',
  AlCredFtImpressa: 'Créditos impressos',
  restricted: 'Restrito',
  committee: 'Comissão',
  guest: 'Convidado',
  coordinator: 'Coordenador',
  ignoreCredits: 'Ignorar créditos',
  email: 'E-mail',
  role: 'Papel',
  archived: 'Arquivado',
  // Events and albums.
  title: 'Título',
  titulo: 'Título',
  heldOn: 'Data do evento',
  mediaType: 'Tipo de mídia',
  publishedAt: 'Publicado em',
  publishAt: 'Publicação agendada para',
  albumOrder: 'Ordem do álbum',
  eventId: 'Evento',
  photoId: 'Foto',
  // Notices.
  html: 'Texto do aviso',
  studentId: 'Formando',
  // Shop and orders.
  price: 'Preço',
  priceCents: 'Preço',
  valor: 'Valor',
  kind: 'Tipo',
  tipo: 'Tipo',
  descricao: 'Descrição',
  description: 'Descrição',
  active: 'Ativo',
  ativo: 'Ativo',
  visivel: 'Visível',
  ordem: 'Ordem',
  pedido: 'Pedido',
  etapa: 'Etapa',
  desfeita: 'Desfeita',
  emailEmSegundos: 'E-mail sai em (segundos)',
  outroFormato: 'Rastreio fora do formato dos Correios',
  freteReserva: 'Frete de reserva',
  // Finance.
  vencimento: 'Vencimento',
  dueOn: 'Vencimento',
  amountCents: 'Valor',
  parcelas: 'Parcelas',
  numero: 'Número',
  situacao: 'Situação',
  motivo: 'Motivo',
  extraId: 'Extra',
  itemId: 'Item',
  contractId: 'Contrato',
  quantidade: 'Quantidade',
  pixKey: 'Chave PIX',
  pixMerchantName: 'Nome do recebedor PIX',
  pixMerchantCity: 'Cidade do recebedor PIX',
  boletoFee: 'Tarifa do boleto',
  cardMaxInstalments: 'Parcelas máximas no cartão',
  legalName: 'Razão social',
  cnpj: 'CNPJ',
  logo: 'Logotipo',
  status: 'Situação da resposta',
  userId: 'Usuário do formando',
};

/** 'heldOnDate' or 'held_on' → 'held on date': words split, lower case, never camelCase. */
export function humaniseField(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field of an audited change as the office reads it. */
export const auditFieldLabel = (field: string): string => FIELD_LABELS[field] ?? humaniseField(field);

/** Fields that have a pt-BR label (tests check none of them is shown raw). */
export const AUDIT_FIELD_NAMES = Object.keys(FIELD_LABELS);
