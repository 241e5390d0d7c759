/**
 * Who sees and does what (spec A §6, spec B §6). The API guards its routes with these flags and the web
 * hides the same sections, so the two never disagree.
 */
import type { Role } from '../contract/auth';
import type { Cadastro } from '../contract/profile';

/** The person behind the request: the session's role plus the flags of the registration it acts as. */
export interface AccessSubject {
  role: Role;
  /** An administrator acting as a student (spec B §6 "Administrator (master): acts as a student"). */
  actingAsStudent: boolean;
  guest: boolean;
  restricted: boolean;
  committee: boolean;
  coordinator: boolean;
}

export interface Permissions {
  /** Área Financeira: contract, instalments, extras (spec A §2 card 3). */
  finance: boolean;
  /** T-shirt size card (spec A §2 card 4). */
  shirt: boolean;
  /** Digital invitation card and its download (spec A §2 card 5). */
  invitation: boolean;
  /** Upload screens: music, photos, certificate (spec A §2 card 9, /uploads). */
  uploads: boolean;
  /** Cart icon, albums' add-to-order, products, /cart, /cartpay and photo orders (spec B §2.1, §6). */
  cart: boolean;
  /** Photos and videos of events (spec A §2 card 6). */
  eventMedia: boolean;
  /** 'Ferramentas da Comissão' card (spec A §2 card 10). */
  committeeTools: boolean;
  /** Class-wide reports of the coordinator (spec A §6). */
  classReports: boolean;
  payByCard: boolean;
  payByBoleto: boolean;
  payByPix: boolean;
  /** False means the digital and printed photo credits count as zero (spec B §6). */
  credits: boolean;
  /** The credits panel of the cart (spec B §2.9). */
  creditsPanel: boolean;
}

const NOTHING: Permissions = {
  finance: false,
  shirt: false,
  invitation: false,
  uploads: false,
  cart: false,
  eventMedia: false,
  committeeTools: false,
  classReports: false,
  payByCard: false,
  payByBoleto: false,
  payByPix: false,
  credits: false,
  creditsPanel: false,
};

/** pt-BR names of the session roles, for badges and the admin screens. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = { student: 'Formando', admin: 'Administrador' };

/**
 * The permissions of `subject`. An administrator not acting as a student gets none of the student
 * sections; one acting as a student gets exactly that student's. Guest and restricted only take away.
 */
export function permissionsFor(subject: AccessSubject): Permissions {
  if (subject.role === 'admin' && !subject.actingAsStudent) return NOTHING;
  const { guest, restricted } = subject;
  // A guest has no finance and no cart, so nothing to pay; a restricted student pays by PIX only.
  const pays = !guest;
  return {
    finance: !guest,
    shirt: !guest,
    invitation: !guest && !restricted,
    uploads: !guest,
    cart: !guest && !restricted,
    eventMedia: !restricted,
    committeeTools: subject.committee && !guest && !restricted,
    classReports: subject.coordinator && !guest,
    payByCard: pays && !restricted,
    payByBoleto: pays && !restricted,
    payByPix: pays,
    // Credits are spent in the cart or as payment method 100, both closed to guests and to PIX-only students.
    credits: !guest && !restricted,
    creditsPanel: !guest && !restricted,
  };
}

/** The access flags carried by a registration (GET /api/perfil/cadastro). */
export function accessFlagsOf(
  cadastro: Pick<Cadastro, 'AlConvidado' | 'AlRestrito' | 'AlComissao' | 'AlCoordenador'>,
): Pick<AccessSubject, 'guest' | 'restricted' | 'committee' | 'coordinator'> {
  return {
    guest: cadastro.AlConvidado,
    restricted: cadastro.AlRestrito,
    committee: cadastro.AlComissao,
    coordinator: cadastro.AlCoordenador,
  };
}
