import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AccessSubject,
  accessFlagsOf,
  type Permissions,
  permissionsFor,
  ROLE_LABELS,
} from './permissions';

const student: AccessSubject = {
  role: 'student',
  actingAsStudent: false,
  guest: false,
  restricted: false,
  committee: false,
  coordinator: false,
};

const ALL: Permissions = {
  finance: true,
  shirt: true,
  invitation: true,
  uploads: true,
  cart: true,
  eventMedia: true,
  committeeTools: false,
  classReports: false,
  payByCard: true,
  payByBoleto: true,
  payByPix: true,
  credits: true,
  creditsPanel: true,
};
const NONE = Object.fromEntries(Object.keys(ALL).map((k) => [k, false])) as unknown as Permissions;

describe('permissionsFor', () => {
  it.each<[string, Partial<AccessSubject>, Permissions]>([
    ['spec A §6: a student sees every student section', {}, ALL],
    [
      'spec B §6: a guest has no finance, shirt, invitation, upload or cart, and zero credits',
      { guest: true },
      {
        ...NONE,
        eventMedia: true,
      },
    ],
    [
      'spec A §6: a restricted student has no photos and videos, photo orders, invitations or cart, and pays by PIX only',
      { restricted: true },
      {
        ...ALL,
        eventMedia: false,
        invitation: false,
        cart: false,
        payByCard: false,
        payByBoleto: false,
        credits: false,
        creditsPanel: false,
      },
    ],
    [
      'spec A §6: a committee member gets the committee tools',
      { committee: true },
      { ...ALL, committeeTools: true },
    ],
    [
      'spec A §6: a restricted committee member gets no committee tools',
      { committee: true, restricted: true },
      permissionsFor({ ...student, restricted: true }),
    ],
    [
      'spec B §6: a guest flagged as committee gets no committee tools',
      { committee: true, guest: true },
      permissionsFor({ ...student, guest: true }),
    ],
    [
      'spec A §6: a coordinator sees the class reports',
      { coordinator: true },
      { ...ALL, classReports: true },
    ],
    [
      'spec A §6: a restricted coordinator still sees the class reports',
      { coordinator: true, restricted: true },
      { ...permissionsFor({ ...student, restricted: true }), classReports: true },
    ],
    [
      'spec B §6: an administrator not acting as a student gets none of the student sections',
      { role: 'admin', committee: true, coordinator: true },
      NONE,
    ],
    [
      "spec B §6: an administrator acting as a student gets that student's permissions",
      { role: 'admin', actingAsStudent: true, committee: true },
      { ...ALL, committeeTools: true },
    ],
    [
      "spec B §6: an administrator acting as a guest gets the guest's permissions",
      { role: 'admin', actingAsStudent: true, guest: true },
      { ...NONE, eventMedia: true },
    ],
  ])('%s', (_, overrides, expected) => {
    expect(permissionsFor({ ...student, ...overrides })).toEqual(expected);
  });

  it('spec B §6: acting as a student gives exactly what the student has, for every flag combination', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (guest, restricted, committee, coordinator) => {
          const flags = { guest, restricted, committee, coordinator };
          const own = permissionsFor({ ...student, ...flags });
          expect(permissionsFor({ ...flags, role: 'admin', actingAsStudent: true })).toEqual(own);
          // Guest and restricted only ever take away, never add.
          const plain = permissionsFor({ ...student, committee, coordinator });
          for (const key of Object.keys(own) as (keyof Permissions)[])
            if (own[key]) expect(plain[key]).toBe(true);
        },
      ),
    );
  });
});

describe('accessFlagsOf', () => {
  it('spec A §6 / spec B §6: the registration flags map to the subject flags', () => {
    expect(
      accessFlagsOf({ AlConvidado: true, AlRestrito: false, AlComissao: true, AlCoordenador: false }),
    ).toEqual({
      guest: true,
      restricted: false,
      committee: true,
      coordinator: false,
    });
  });
});

describe('ROLE_LABELS', () => {
  it.each([
    ['student', 'Formando'],
    ['admin', 'Administrador'],
  ] as const)('spec B §6: role %s is shown as %s', (role, label) => {
    expect(ROLE_LABELS[role]).toBe(label);
  });
});
