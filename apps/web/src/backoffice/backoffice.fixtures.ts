import type { Graduation, RegistrationLinkSettings } from '@portal/domain';

// Answers of the back-office calls for component tests, shaped by the domain's schemas (the API parses its
// answers against the same ones).

export function makeGraduation(overrides: Partial<Graduation> = {}): Graduation {
  return {
    id: 5,
    institutionId: 1,
    institution: 'UFRGS',
    name: 'Direito 2027',
    FormData: '2027-12-10',
    FormHora: '19:30',
    FormLocal: 'Salão de Atos',
    FormVerDados: true,
    FormReajuste: 0,
    FormValorPrazo: 3000,
    FormValor: 2800,
    FormLimiteAvista: null,
    FormLimiteSemJuros: 4,
    FormLimiteCartao: null,
    FormTaxa: 2.5,
    FormContrato: null,
    FormFtInfancia: 2,
    FormFtHomenagem: 2,
    FormFtLed: 1,
    FormLimiteEntrega: 30,
    FormLimiteComplementares: null,
    FormLimiteCamisetas: null,
    FormMinimoPago: 50,
    FormDownImpressas: false,
    FormTodas: false,
    complementar: false,
    closed: false,
    archived: false,
    registeredCount: 2,
    vacancyLimit: 3,
    courses: [{ id: 9, name: 'Direito' }],
    ...overrides,
  };
}

export const INSTITUTIONS = [{ id: 1, name: 'UFRGS', campuses: [] }];

export function makeLink(overrides: Partial<RegistrationLinkSettings> = {}): RegistrationLinkSettings {
  return {
    key: 'chave-1',
    url: 'http://localhost:3000/sign/chave-1',
    open: true,
    vacancyLimit: 3,
    registeredCount: 2,
    executiveCode: '',
    qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
    ...overrides,
  };
}
