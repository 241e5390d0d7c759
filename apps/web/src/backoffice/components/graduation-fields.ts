import type { GraduationFormInput } from '@portal/domain';

type Field = keyof GraduationFormInput;

/**
 * Each setting of spec A §3 (FormDados) with its label and one line on what it means for the student
 * (spec A §3–§5, §9; decisions 16 and 17). Our wording: the specs show no admin screens.
 */
export const GRADUATION_FIELDS: Record<Field, { label: string; help: string }> = {
  institutionId: {
    label: 'Instituição',
    help: 'Instituição de ensino da turma; os polos dela aparecem no autocadastro.',
  },
  name: {
    label: 'Nome da formatura',
    help: 'Como a turma aparece para o formando, por exemplo "Direito 2027".',
  },
  FormData: {
    label: 'Data da formatura',
    help: 'Dia da cerimônia. Os prazos do desconto à vista, do cartão e da camiseta não podem passar dela.',
  },
  FormHora: { label: 'Hora', help: 'Horário da cerimônia, no cartão "Sua formatura" da página inicial.' },
  FormLocal: { label: 'Local', help: 'Onde é a cerimônia, mostrado com a data e a hora.' },
  FormVerDados: {
    label: 'Mostrar data, hora e local ao formando',
    help: 'Desligado, a página inicial não mostra o cartão com os dados da cerimônia.',
  },
  FormReajuste: {
    label: 'Reajuste (R$)',
    help: 'Reajuste do contrato em reais, guardado com os dados da formatura (negativo para reduzir).',
  },
  FormValorPrazo: {
    label: 'Valor a prazo (R$)',
    help: 'Valor do contrato pago em parcelas; é a base do contrato de cada formando.',
  },
  FormValor: {
    label: 'Valor à vista (R$)',
    help: 'Quem quita tudo de uma vez paga este valor: a diferença para o valor a prazo é o desconto.',
  },
  FormLimiteAvista: {
    label: 'Limite do desconto à vista',
    help: 'Último dia em que o formando pode quitar o contrato com o desconto à vista.',
  },
  FormLimiteSemJuros: {
    label: 'Parcelas sem juros no cartão',
    help: 'Até quantas parcelas o cartão sai sem juros; acima disso incide a taxa de juros.',
  },
  FormLimiteCartao: {
    label: 'Limite do cartão',
    help: 'A última parcela do cartão cai até esta data: limita quantas parcelas o formando pode escolher.',
  },
  FormTaxa: {
    label: 'Juros do cartão (%)',
    help: 'Porcentagem somada uma vez ao valor quando o formando parcela acima do limite sem juros.',
  },
  FormContrato: {
    label: 'Endereço do contrato',
    help: 'Link do contrato (PDF ou página) que o formando abre no cartão financeiro.',
  },
  FormFtInfancia: {
    label: 'Fotos de infância',
    help: 'Quantas fotos de infância cada formando pode enviar para a cerimônia.',
  },
  FormFtHomenagem: {
    label: 'Fotos de homenagem',
    help: 'Quantas fotos de homenagem à família cada formando pode enviar.',
  },
  FormFtLed: {
    label: 'Fotos do painel de LED',
    help: 'Quantas fotos para o painel de LED cada formando pode enviar.',
  },
  FormLimiteEntrega: {
    label: 'Prazo de envio (dias)',
    help: 'Músicas e fotos individuais vão até o dia do evento mais estes dias, menos um (negativo: antes do evento).',
  },
  FormLimiteComplementares: {
    label: 'Limite das fotos complementares',
    help: 'Último dia para enviar as fotos de quadro e convite; pode ser depois da formatura.',
  },
  FormLimiteCamisetas: {
    label: 'Limite da camiseta',
    help: 'Último dia para o formando escolher o tamanho da camiseta.',
  },
  FormMinimoPago: {
    label: 'Mínimo pago para ver os eventos (%)',
    help: 'Parte do contrato já paga para o formando ver as fotos e vídeos dos eventos.',
  },
  FormDownImpressas: {
    label: 'Créditos impressos valem para digital + impressa',
    help: 'Ligado, os créditos de fotos impressas servem para "digital + impressa"; desligado, só para 15x21.',
  },
  FormTodas: {
    label: 'Todas as fotos digitais gratuitas',
    help: 'O formando baixa as fotos digitais sem pagar: a opção de comprar digital some do álbum.',
  },
  complementar: {
    label: 'Oferecer envio de fotos complementares',
    help: 'Mostra ao formando o envio das fotos de quadro e convite.',
  },
};
