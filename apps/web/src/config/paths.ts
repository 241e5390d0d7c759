/** Every URL of the web app (spec B §2.1), from one place. Patterns feed the router; builders feed links. */
const seg = encodeURIComponent;

export const patterns = {
  home: '/',
  resumo: '/resumo/:tipo/:retorno',
  album: '/album/:id/:pageSize/:page',
  products: '/produtos',
  cart: '/cart',
  cartPay: '/cartpay',
  profile: '/perfil',
  myData: '/perfil/meus-dados',
  uploads: '/uploads',
  myPhotos: '/minhas-fotos',
  faceSearch: '/encontre-suas-fotos',
  financeReceipt: '/financeiro/recibo/:parcid',
  financeStatement: '/financeiro/extrato/:ctid',
  admin: '/admin',
  // The back-office (DESIGN §4b, decision 44): children of /admin, in their own lazily loaded layout.
  adminGraduations: '/admin/formaturas',
  adminGraduationNew: '/admin/formaturas/nova',
  adminShop: '/admin/loja',
  adminOrders: '/admin/pedidos',
  adminPicking: '/admin/pedidos/separacao/:formatura',
  adminOrder: '/admin/pedidos/:id',
  adminGraduation: '/admin/formaturas/:id/:tab?',
  adminStudentNew: '/admin/formaturas/:id/alunos/novo',
  adminStudent: '/admin/alunos/:id',
  adminInstitutions: '/admin/instituicoes',
  adminNotices: '/admin/avisos',
  adminEvents: '/admin/eventos',
  adminEvent: '/admin/eventos/:id',
  adminAudit: '/admin/auditoria',
  adminFailedJobs: '/admin/tarefas',
  adminSettings: '/admin/configuracoes',
  adminStaff: '/admin/equipe',
  adminDeletions: '/admin/privacidade/:id?',
  adminStudentFinance: '/admin/alunos/:id/financeiro',
  adminReceipt: '/admin/recibos/:id',
  adminFinance: '/admin/financeiro/:tab?',
  signUp: '/signup',
  policy: '/policy',
  confirmEmail: '/confirmar-email/:token',
  confirmDeletion: '/excluir-conta/:token',
  firstAdmin: '/configuracao-inicial/:token',
  signInResumo: '/signin/resumo/:tipo/:retorno',
  signIn: '/signin/:auto?',
  reset: '/reset/:tkn',
  forgot: '/forgot',
  selfRegistration: '/autocadastro',
  sign: '/sign/:key',
  signExec: '/sign/:key/:exec',
  success: '/success',
  match: '/match',
  nohash: '/nohash',
  full: '/full',
  legacyShell: '/sistema',
} as const;

/** Photos per album page (spec B §2.8: about 50). */
export const ALBUM_PAGE_SIZE = 50;

export const paths = {
  home: '/',
  resumo: (tipo: string, retorno: string) => `/resumo/${seg(tipo)}/${seg(retorno)}`,
  album: (id: number | string, page = 1, pageSize = ALBUM_PAGE_SIZE) =>
    `/album/${seg(String(id))}/${pageSize}/${page}`,
  products: '/produtos',
  cart: '/cart',
  cartPay: '/cartpay',
  profile: '/perfil',
  /** 'Meus dados': the student's own data, consents and deletion (decision 137). */
  myData: '/perfil/meus-dados',
  uploads: '/uploads',
  /** Every photo the student bought, until the retention date (decision 78). */
  myPhotos: '/minhas-fotos',
  /** 'Encontre suas fotos': the class's photos a selfie is in (decision 139). */
  faceSearch: '/encontre-suas-fotos',
  /** The receipt of a paid parcel (decision 58). */
  financeReceipt: (parcid: number | string) => `/financeiro/recibo/${seg(String(parcid))}`,
  /** The printable statement of a contract (decision 58). */
  financeStatement: (ctid: number | string) => `/financeiro/extrato/${seg(String(ctid))}`,
  /** The administrator's area (DESIGN §4b): the student picker while acting as nobody. */
  admin: '/admin',
  adminGraduations: '/admin/formaturas',
  adminGraduationNew: '/admin/formaturas/nova',
  /** Measures, prices and products (decision 68). */
  adminShop: '/admin/loja',
  /** The order board by stage, per graduation (decision 82). */
  adminOrders: '/admin/pedidos',
  adminOrder: (id: number | string) => `/admin/pedidos/${seg(String(id))}`,
  /** The printable picking list of a graduation's paid orders. */
  adminPicking: (formatura: number | string) => `/admin/pedidos/separacao/${seg(String(formatura))}`,
  /** A graduation's page in the back-office, on one of its tabs ('dados' when none). */
  adminGraduation: (id: number | string, tab?: string) =>
    `/admin/formaturas/${seg(String(id))}${tab ? `/${seg(tab)}` : ''}`,
  adminStudentNew: (graduationId: number | string) =>
    `/admin/formaturas/${seg(String(graduationId))}/alunos/novo`,
  adminStudent: (id: number | string) => `/admin/alunos/${seg(String(id))}`,
  adminInstitutions: '/admin/instituicoes',
  adminNotices: '/admin/avisos',
  /** The producer's events and photos (decision 65). */
  adminEvents: '/admin/eventos',
  adminEvent: (id: number | string) => `/admin/eventos/${seg(String(id))}`,
  adminAudit: '/admin/auditoria',
  adminFailedJobs: '/admin/tarefas',
  adminSettings: '/admin/configuracoes',
  /** The producer's administrators (decision 115). */
  adminStaff: '/admin/equipe',
  /** The account deletion requests and one's detail (decision 140). */
  adminDeletions: '/admin/privacidade',
  adminDeletion: (id: number) => `/admin/privacidade/${id}`,
  /** A student's contracts and payments in the back-office (decision 60). */
  adminStudentFinance: (id: number | string) => `/admin/alunos/${seg(String(id))}/financeiro`,
  /** The printable receipt of a manual payment. */
  adminReceipt: (parcelId: number | string) => `/admin/recibos/${seg(String(parcelId))}`,
  /** The ledger, the reconciliation and the payment settings, one tab each. */
  adminFinance: (tab?: string) => `/admin/financeiro${tab ? `/${seg(tab)}` : ''}`,
  signUp: '/signup',
  policy: '/policy',
  /** The link of the confirmation e-mail (DESIGN §3): `${PUBLIC_URL}/confirmar-email/{token}`. */
  confirmEmail: (token: string) => `/confirmar-email/${seg(token)}`,
  /** The account deletion's confirmation link (decision 140). */
  confirmDeletion: (token: string) => `/excluir-conta/${seg(token)}`,
  /** The one-time link the start log prints while no administrator exists (decision 114). */
  firstAdmin: (token: string) => `/configuracao-inicial/${seg(token)}`,
  /** /signin, remembering where to go after it (a local path only). */
  signIn: (next?: string | null) => (next && next !== '/' ? `/signin?next=${seg(next)}` : '/signin'),
  forgot: '/forgot',
  reset: (token: string) => `/reset/${seg(token)}`,
  selfRegistration: '/autocadastro',
  success: '/success',
  match: '/match',
  nohash: '/nohash',
  full: '/full',
} as const;
