import type { ProducerSettings } from '@portal/domain';

type TextSetting = Exclude<keyof ProducerSettings, 'shirtSizeChart' | 'reminderDays' | 'producer'>;

/** Each setting's label and the one line that says what it changes (our wording: no spec shows them). */
export const SETTINGS_FIELDS: Record<TextSetting, { label: string; help: string }> = {
  storeUrl: {
    label: 'Endereço da loja',
    help: 'A loja virtual da produtora, aberta pelo portal quando o formando quer comprar produtos.',
  },
  contactUrl: {
    label: 'Página de contato',
    help: 'Para onde levam o “Dúvidas?” do portal e o contato da política de privacidade.',
  },
  dpoEmail: {
    label: 'E-mail do encarregado de dados (DPO)',
    help: 'Mostrado na política de privacidade para pedidos sobre dados pessoais (LGPD). Em branco, não aparece.',
  },
  financeEmail: {
    label: 'E-mail do financeiro',
    help: 'A caixa do financeiro da produtora, para as mensagens sobre pagamentos e contratos.',
  },
  guestCourseMarker: {
    label: 'Marcador de curso de convidados',
    help: 'Formandos importados num curso cujo nome contém este texto entram como convidados. Em branco, nenhum.',
  },
  ignoreCreditsCourseMarker: {
    label: 'Marcador de curso sem créditos',
    help: 'Formandos importados num curso cujo nome contém este texto não usam créditos de fotos. Em branco, nenhum.',
  },
};

export const REMINDER_FIELD = {
  label: 'Lembrete dos prazos, em dias antes',
  help: 'Quantos dias antes de cada prazo (envios, camiseta, pagamento) o formando recebe um e-mail de lembrete. 0 não envia.',
};

/** The columns of the shirt size chart, in centimetres. */
export const GARMENT_MEASURES = [
  { key: 'chest', label: 'Tórax' },
  { key: 'length', label: 'Comprimento' },
  { key: 'sleeve', label: 'Manga' },
] as const;

/** The producer's identity (decision 122): each field's label and where it shows. */
export const PRODUCER_FIELDS: Record<keyof ProducerSettings['producer'], { label: string; help: string }> = {
  name: {
    label: 'Nome da produtora',
    help: 'O nome que os formandos conhecem (nome fantasia): no topo do portal, nos recibos e como remetente dos e-mails.',
  },
  legalName: {
    label: 'Razão social',
    help: 'Quem recebe os pagamentos, como consta no CNPJ: nos recibos, extratos e no rodapé dos e-mails.',
  },
  cnpj: { label: 'CNPJ', help: 'Nos recibos e extratos, ao lado da razão social.' },
  street: {
    label: 'Endereço',
    help: 'Rua, número, complemento e bairro, para os recibos e o rodapé dos e-mails.',
  },
  city: { label: 'Cidade', help: '' },
  state: { label: 'UF', help: '' },
  cep: { label: 'CEP', help: '' },
  email: {
    label: 'E-mail de contato',
    help: 'Mostrado nos recibos e no rodapé dos e-mails. Em branco, não aparece.',
  },
  phone: { label: 'Telefone de contato', help: 'Com DDD. Mostrado nos recibos e no rodapé dos e-mails.' },
};

export const LOGO_FIELD = {
  label: 'Logotipo',
  help: 'PNG ou JPEG de até 512 KB. Aparece no topo do portal, nos recibos e nos e-mails.',
};
