import { auditSentence, type ConsentKind, consentKinds, consentVersions, type MyData } from '@portal/domain';
import type { ConsentRow } from './consents.repository';
import type { PersonalDataSources } from './personal-data.sources';

type Source<K extends keyof PersonalDataSources> = Awaited<ReturnType<PersonalDataSources[K]>>;

export function toRegistration(row: NonNullable<Source<'registration'>>): MyData['registration'] {
  const s = row.student;
  return {
    id: s.id,
    firstName: s.firstName,
    surname: s.surname,
    email: s.email,
    cpf: s.cpf,
    phone: s.phone,
    instagram: s.instagram,
    address: {
      cep: s.cep,
      street: s.street,
      number: s.number,
      complement: s.complement,
      district: s.district,
      city: s.city,
      uf: s.uf,
      reviewedOn: s.addressReviewedAt,
    },
    graduation: row.graduation,
    course: row.course,
    campus: row.campus,
    guest: s.guest,
    restricted: s.restricted,
    committee: s.committee,
    coordinator: s.coordinator,
    digitalCredits: s.digitalCredits,
    printedCredits: s.printedCredits,
    shirtSize: s.shirtSize,
    createdAt: s.createdAt.toISOString(),
  };
}

export function toContracts(rows: Source<'contracts'>): MyData['contracts'] {
  return rows.map((c) => ({
    id: c.id,
    totalTermCents: c.totalTermCents,
    parcels: c.parcels.map((p) => ({
      id: p.id,
      kind: p.kind,
      title: p.title,
      dueOn: p.dueOn,
      amountCents: p.amountCents,
      discountCents: p.discountCents,
      surchargeCents: p.surchargeCents,
      paidOn: p.paidOn,
      paidCents: p.paidCents,
      method: p.method,
      orderId: p.orderId,
    })),
    extras: c.extras.map((e) => ({ description: e.description, amountCents: e.amountCents })),
  }));
}

export function toOrders(rows: Source<'orders'>): MyData['orders'] {
  return rows.map(({ order: o, lines }) => ({
    id: o.id,
    placedOn: o.placedOn,
    totalCents: o.totalCents,
    discountCents: o.discountCents,
    shippingCents: o.shippingCents,
    deliveryMode: o.deliveryMode,
    trackingCode: o.trackingCode,
    paidOn: o.paidOn,
    deliveredOn: o.deliveredOn,
    lines: lines.map((l) => ({
      kind: l.kind,
      slug: l.slug,
      photoId: l.photoId,
      quantity: l.quantity,
      unitCents: l.unitCents,
    })),
  }));
}

export function toUploads(rows: Source<'uploads'>): MyData['uploads'] {
  return rows.map((u) => ({
    id: u.id,
    type: u.type,
    name: u.name,
    size: u.size,
    mimetype: u.mimetype,
    label: u.label,
    obs: u.obs,
    createdAt: u.createdAt.toISOString(),
  }));
}

export function toAccount(row: Source<'account'>): MyData['account'] {
  if (!row) return null;
  return {
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    emailConfirmedAt: row.emailConfirmedAt?.toISOString() ?? null,
    sessionVersion: row.sessionVersion,
    links: row.links.map((l) => ({
      purpose: l.purpose,
      createdAt: l.createdAt.toISOString(),
      expiresAt: l.expiresAt.toISOString(),
      usedAt: l.usedAt?.toISOString() ?? null,
      byAdministrator: l.issuedBy !== null,
    })),
  };
}

export function toConsents(rows: readonly ConsentRow[]): MyData['consents'] {
  return rows.flatMap((r) =>
    (consentKinds as readonly string[]).includes(r.kind)
      ? [
          {
            id: r.id,
            kind: r.kind as ConsentKind,
            version: r.version,
            channel: r.channel,
            givenAt: r.givenAt.toISOString(),
            withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
          },
        ]
      : [],
  );
}

/**
 * Each kind as the screen offers it (decision 137). E-mail reminders rest on the contract (LGPD art. 7 V): on
 * until the student turns them off, so a student who never chose is shown them on. The policy cannot be
 * withdrawn while the account lives; the others can, here when `withdrawableHere` says so.
 */
export function toConsentStates(
  rows: readonly ConsentRow[],
  withdrawableHere: (kind: ConsentKind) => boolean,
): MyData['consentStates'] {
  return consentKinds.map((kind) => {
    const latest = rows.find((r) => r.kind === kind);
    const inForce = latest ? latest.withdrawnAt === null : kind === 'email_reminders';
    return {
      kind,
      inForce,
      since: latest && latest.withdrawnAt === null ? latest.givenAt.toISOString() : null,
      version: latest && latest.withdrawnAt === null ? latest.version : null,
      currentVersion: consentVersions[kind],
      withdrawable: inForce && withdrawableHere(kind),
    };
  });
}

export function toAdminActions(page: Awaited<ReturnType<PersonalDataSources['adminActions']>>) {
  return {
    items: page.items.map((e) => ({
      id: e.id,
      at: e.at,
      adminName: e.adminName,
      code: e.code,
      kind: e.kind,
      sentence: auditSentence({
        code: e.code,
        actorName: e.adminName,
        studentName: e.studentName,
        graduationName: e.graduationName,
        detail: e.detail,
      }),
      detail: e.detail,
    })),
    next: page.next,
  };
}

export function toRemindersSent(rows: Source<'remindersSent'>): MyData['remindersSent'] {
  return rows.map((r) => ({
    deadline: r.deadlineId,
    deadlineOn: r.deadlineDate,
    sentAt: r.sentAt.toISOString(),
  }));
}
