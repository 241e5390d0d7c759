import { randomUUID } from 'node:crypto';
import {
  addDays,
  EVENT_MEDIA_TYPES,
  formatDateBR,
  type IsoDate,
  ParcelType,
  PaymentMethod,
} from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  contracts,
  courses,
  events,
  extras,
  graduations,
  institutions,
  notices,
  packageItems,
  parcels,
  students,
  users,
} from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import { sanitizeHtml } from '../../lib/sanitize-html';
import type { Storage } from '../../lib/storage';
import { seedAlbumPhotos } from './album-photos';
import { eventCoverJpeg, invitationJpeg } from './images';

export type DemoLogin = { role: string; email: string; password: string };

/** The logins printed at start (README lists the same). */
/** The self-registration key of the demo graduation: the start log prints its /sign link. */
export const DEMO_REGISTRATION_KEY = 'ufrgs-saude-2026';

export const DEMO_LOGINS: DemoLogin[] = [
  { role: 'formando', email: 'formando@demo.com.br', password: 'formando123' },
  { role: 'comissão de formatura', email: 'comissao@demo.com.br', password: 'comissao123' },
  { role: 'formando restrito', email: 'restrito@demo.com.br', password: 'restrito123' },
  { role: 'convidado', email: 'convidado@demo.com.br', password: 'convidado123' },
  { role: 'administrador', email: 'admin@demo.com.br', password: 'admin12345' },
];

const GRADUATION = 'Medicina e Enfermagem 2026/2';
const INSTITUTION = 'Universidade Federal do Rio Grande do Sul';
/** R$ 4.800,00: the demo contract, in centavos. */
const CONTRACT_CENTS = 480_000;

const PHOTO_EVENTS = [
  { name: 'Ensaio da turma na Redenção', daysAgo: 40, colors: ['#0f766e', '#84cc16'] },
  { name: 'Aula da Saudade', daysAgo: 12, colors: ['#7c2d12', '#f59e0b'] },
] as const;

type DemoFile = { key: string; body: Buffer };
type Prepared = Awaited<ReturnType<typeof prepare>>;

/**
 * Seeds a demo graduation when the database has no user yet (DESIGN §7): logins, notices, events of each
 * media type with generated covers, a contract with parcels per student and digital invitations, the
 * images written through `storage`. Returns whether it seeded.
 */
export async function seedDemo(db: Db, storage: Storage, today: IsoDate): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;

  const ceremony = addDays(today, 75);
  // Hashing, drawing and storing happen before the transaction, which stays short and free of I/O
  // (DESIGN §9); if it fails, the stored files are removed again.
  const prepared = await prepare(ceremony);
  await Promise.all(prepared.files.map(({ key, body }) => storage.put(key, body)));
  let graduationId: number;
  try {
    graduationId = await db.transaction((tx) => seedRows(tx, today, ceremony, prepared));
  } catch (err) {
    await Promise.all(prepared.files.map(({ key }) => storage.delete(key)));
    throw err;
  }
  // The albums after the rows they belong to: each photo is its own small write, like a producer's upload.
  await seedAlbumPhotos(db, storage, graduationId);
  return true;
}

async function prepare(ceremony: IsoDate) {
  const key = (folder: string) => `${folder}/${randomUUID()}.jpg`;
  const invitation = async (graduate: string): Promise<DemoFile> => ({
    key: key('convites'),
    body: await invitationJpeg({
      graduation: GRADUATION,
      institution: INSTITUTION,
      graduate,
      when: `${formatDateBR(ceremony)} às 20h`,
      venue: ['Salão de Atos da UFRGS', 'Av. Paulo Gama, 110 · Porto Alegre'],
    }),
  });
  const [hashes, covers, ana, bruno] = await Promise.all([
    Promise.all(DEMO_LOGINS.map((l) => hashPassword(l.password))),
    Promise.all(
      PHOTO_EVENTS.map(async (e) => ({
        key: key('eventos'),
        body: await eventCoverJpeg(e.name, GRADUATION, e.colors),
      })),
    ),
    invitation('Ana Souza'),
    invitation('Bruno Lima'),
  ]);
  return { hashes, covers, invitations: { ana, bruno }, files: [...covers, ana, bruno] };
}

async function seedRows(tx: Tx, today: IsoDate, ceremony: IsoDate, prepared: Prepared): Promise<number> {
  const [inst] = await tx.insert(institutions).values({ name: INSTITUTION }).returning();
  const [grad] = await tx
    .insert(graduations)
    .values({
      institutionId: inst!.id,
      name: GRADUATION,
      ceremonyDate: ceremony,
      ceremonyTime: '20:00',
      venue: 'Salão de Atos da UFRGS, Av. Paulo Gama, 110, Porto Alegre',
      registrationKey: DEMO_REGISTRATION_KEY,
      vacancyLimit: 120,
      priceTermCents: CONTRACT_CENTS,
      priceCashCents: 432_000,
      cashLimitDate: addDays(today, 20),
      interestFreeInstalments: 4,
      cardLimitDate: addDays(ceremony, -60),
      interestRateBp: 199,
      photosChildhood: 2,
      photosTribute: 2,
      photosLed: 1,
      deliveryDays: -30,
      complementaryDeadline: addDays(ceremony, -45),
      shirtDeadline: addDays(ceremony, -30),
      minimumPaidPercent: 50,
    })
    .returning();
  const [medicina, enfermagem] = await tx
    .insert(courses)
    .values([
      { graduationId: grad!.id, name: 'Medicina' },
      { graduationId: grad!.id, name: 'Enfermagem' },
    ])
    .returning();

  const base = { graduationId: grad!.id, executiveCode: 'e4', digitalCredits: 10, printedCredits: 5 };
  const people = [
    {
      firstName: 'Ana',
      surname: 'Souza',
      email: 'formando@demo.com.br',
      cpf: '52998224725',
      courseId: medicina!.id,
      invitationPath: prepared.invitations.ana.key,
    },
    {
      firstName: 'Bruno',
      surname: 'Lima',
      email: 'comissao@demo.com.br',
      cpf: '11144477735',
      courseId: medicina!.id,
      committee: true,
      invitationPath: prepared.invitations.bruno.key,
    },
    {
      firstName: 'Carla',
      surname: 'Dias',
      email: 'restrito@demo.com.br',
      cpf: '39053344705',
      courseId: enfermagem!.id,
      restricted: true,
    },
    {
      firstName: 'Daniel',
      surname: 'Rocha',
      email: 'convidado@demo.com.br',
      cpf: '86288366757',
      courseId: enfermagem!.id,
      guest: true,
      digitalCredits: 0,
      printedCredits: 0,
    },
  ];
  const rows = await tx
    .insert(students)
    .values(people.map((p, i) => ({ ...base, phone: `5199999000${i}`, ...p })))
    .returning();
  await tx.update(graduations).set({ registeredCount: rows.length }).where(eq(graduations.id, grad!.id));

  await tx.insert(users).values(
    DEMO_LOGINS.map((login, i) => {
      const student = rows.find((r) => r.email === login.email);
      return {
        name: student ? `${student.firstName} ${student.surname}` : 'Administrador',
        email: login.email,
        passwordHash: prepared.hashes[i]!,
        role: student ? ('student' as const) : ('admin' as const),
        studentId: student?.id ?? null,
        // The demo logins are ready to try: their e-mails count as confirmed.
        emailConfirmedAt: new Date(),
      };
    }),
  );

  const [ana, bruno, carla] = rows;
  await seedNotices(tx, grad!.id, { ana: ana!.id, bruno: bruno!.id }, today, ceremony);
  await seedEvents(tx, grad!.id, today, prepared.covers);
  await seedContracts(tx, { ana: ana!.id, bruno: bruno!.id, carla: carla!.id }, today);
  return grad!.id;
}

/** A timestamp at noon in São Paulo, `days` from today. */
const at = (today: IsoDate, days: number) => new Date(`${addDays(today, days)}T12:00:00-03:00`);

async function seedNotices(
  tx: Tx,
  graduationId: number,
  who: { ana: number; bruno: number },
  today: IsoDate,
  ceremony: IsoDate,
) {
  const br = (days: number) => formatDateBR(addDays(today, days));
  const notice = (studentId: number | null, daysAgo: number, html: string) => ({
    graduationId,
    studentId,
    // Stored as the back-office stores it: cleaned once by the shared allow-list.
    html: sanitizeHtml(html),
    htmlClean: true,
    createdAt: at(today, -daysAgo),
    publishedAt: at(today, -daysAgo),
    updatedAt: at(today, -daysAgo),
  });
  await tx.insert(notices).values([
    notice(
      null,
      2,
      `<p><b>Prova de becas</b> nos dias ${br(9)} e ${br(10)}, das 9h às 18h, no nosso estúdio (Rua Padre Chagas, 185, Moinhos de Vento).</p><p>Para agendar é preciso ter quitado ao menos 50% do contrato. Cada formando pode levar até 5 acompanhantes; além disso, R$ 50,00 por pessoa.</p>`,
    ),
    notice(
      null,
      9,
      `<p>📸 <b>Ensaio fotográfico da turma</b> no Parque Farroupilha (Redenção), em ${br(16)} às 15h. Venham de jaleco e capelo! Em caso de chuva, avisaremos a nova data por aqui.</p>`,
    ),
    notice(
      null,
      20,
      `<p>Lembrete: as músicas de entrada e de homenagem devem ser enviadas até <b>${formatDateBR(addDays(ceremony, -60))}</b> pela área de Uploads, em MP3 e com pelo menos 1 minuto.</p>`,
    ),
    // A static text cannot follow payments; the contract view names an open parcel (decision 129).
    notice(
      who.ana,
      1,
      '<p>Olá, Ana! A situação de cada parcela está na <b>Área Financeira</b>, atualizada a cada pagamento (PIX, boleto ou cartão).</p>',
    ),
    notice(
      who.ana,
      5,
      '<p>Seu <b>convite digital</b> já está pronto! Clique na imagem do card Convite Digital para baixar.</p>',
    ),
    notice(
      who.bruno,
      3,
      `<p>Bruno, o relatório de pagamentos da turma já está em <b>Ferramentas da Comissão</b>. Reunião da comissão com a produtora em ${br(4)}, às 19h. Dúvidas: <a href="https://wa.me/5551999990000" target="_blank">WhatsApp da produtora</a>.</p>`,
    ),
  ]);
}

async function seedEvents(tx: Tx, graduationId: number, today: IsoDate, covers: readonly DemoFile[]) {
  await tx.insert(events).values([
    ...PHOTO_EVENTS.map((e, i) => ({
      graduationId,
      name: e.name,
      coverKey: covers[i]!.key,
      heldOn: addDays(today, -e.daysAgo),
      mediaType: EVENT_MEDIA_TYPES.photo,
    })),
    {
      graduationId,
      name: 'Vídeo do ensaio da turma',
      heldOn: addDays(today, -30),
      mediaType: EVENT_MEDIA_TYPES.video,
      link: 'https://videos.exemplo.com.br/ufrgs-saude-2026/ensaio',
    },
    {
      graduationId,
      name: 'Bastidores e making of',
      heldOn: addDays(today, -25),
      mediaType: EVENT_MEDIA_TYPES.link,
      link: 'https://conteudo.exemplo.com.br/ufrgs-saude-2026/bastidores',
    },
  ]);
}

type DemoParcel = { cents: number; due: number; method: number; paid?: number; title: string };

/**
 * One R$ 4.800,00 contract per student with a contract: Ana above the 50 % minimum (so events show) with
 * one parcel overdue and two due; Bruno paid in full; Carla, restricted, below the minimum, paying by PIX.
 */
async function seedContracts(tx: Tx, who: { ana: number; bruno: number; carla: number }, today: IsoDate) {
  const { boleto, pix, cartao, deposito } = PaymentMethod;
  const plans: [number, DemoParcel[]][] = [
    [
      who.ana,
      [
        { cents: 120_000, due: -120, method: pix, paid: -120, title: 'Entrada' },
        { cents: 72_000, due: -90, method: boleto, paid: -92, title: 'Parcela 1/5' },
        { cents: 72_000, due: -60, method: cartao, paid: -60, title: 'Parcela 2/5' },
        { cents: 72_000, due: -8, method: boleto, title: 'Parcela 3/5' },
        { cents: 72_000, due: 7, method: boleto, title: 'Parcela 4/5' },
        { cents: 72_000, due: 14, method: boleto, title: 'Parcela 5/5' },
      ],
    ],
    [
      who.bruno,
      [
        { cents: 160_000, due: -120, method: pix, paid: -120, title: 'Parcela 1/3' },
        { cents: 160_000, due: -90, method: boleto, paid: -91, title: 'Parcela 2/3' },
        { cents: 160_000, due: -60, method: cartao, paid: -60, title: 'Parcela 3/3' },
      ],
    ],
    [
      who.carla,
      [
        { cents: 80_000, due: -100, method: pix, paid: -100, title: 'Entrada' },
        // Scheduled, not yet paid: a PIX reads 'Aguardando confirmação' only once the student has made one
        // (decision 133), so the schedule's parcels wait as deposits, paid by PIX through the chooser.
        { cents: 200_000, due: 5, method: deposito, title: 'Parcela 1/2' },
        { cents: 200_000, due: 14, method: deposito, title: 'Parcela 2/2' },
      ],
    ],
  ];
  const created = await tx
    .insert(contracts)
    .values(
      plans.map(([studentId]) => ({
        studentId,
        totalTermCents: CONTRACT_CENTS,
        signedOn: addDays(today, -125),
      })),
    )
    .returning({ id: contracts.id, studentId: contracts.studentId });
  await tx.insert(parcels).values(
    plans.flatMap(([studentId, plan]) => {
      const contractId = created.find((c) => c.studentId === studentId)!.id;
      return plan.map((p) => ({
        contractId,
        amountCents: p.cents,
        kind: ParcelType.contrato,
        method: p.method,
        dueOn: addDays(today, p.due),
        title: p.title,
        paidOn: p.paid === undefined ? null : addDays(today, p.paid),
        paidCents: p.paid === undefined ? null : p.cents,
        createdAt: at(today, -125),
      }));
    }),
  );
  // Ana's extras and package items (spec A §3): the contract view shows both sections, and the extras open
  // 'Extras e Pacotes' in the payment chooser.
  const anaContract = created.find((c) => c.studentId === who.ana)!.id;
  await tx.insert(extras).values([
    {
      contractId: anaContract,
      description: 'Acompanhantes extras na prova de beca (2)',
      amountCents: 10_000,
    },
    { contractId: anaContract, description: 'Pulseira extra', amountCents: 2_500 },
  ]);
  await tx.insert(packageItems).values({
    contractId: anaContract,
    name: 'Álbum 30x30',
    description: 'Álbum de formatura com 40 páginas',
    unitCents: 45_000,
  });
}
