import type { AuditPage } from '@portal/domain';

/**
 * What 'Meus dados' reads from the modules that hold the student's data (decision 137). A port, filled by the
 * composition root from each module's door (`src/personal-data.ts`): privacy imports no module, so modules
 * that consult the consent log (calendar, face search) never meet it in a cycle (decision 111).
 */
export type PersonalDataSources = {
  registration(studentId: number): Promise<
    | {
        student: {
          id: number;
          firstName: string;
          surname: string;
          email: string;
          cpf: string;
          phone: string;
          instagram: string | null;
          cep: string | null;
          street: string | null;
          number: string | null;
          complement: string | null;
          district: string | null;
          city: string | null;
          uf: string | null;
          addressReviewedAt: string | null;
          guest: boolean;
          restricted: boolean;
          committee: boolean;
          coordinator: boolean;
          digitalCredits: number;
          printedCredits: number;
          shirtSize: number | null;
          createdAt: Date;
        };
        graduation: string;
        course: string;
        campus: string | null;
      }
    | undefined
  >;
  account(studentId: number): Promise<{
    id: number;
    email: string;
    createdAt: Date;
    emailConfirmedAt: Date | null;
    sessionVersion: number;
    links: {
      purpose: 'reset' | 'autologin' | 'confirm';
      createdAt: Date;
      expiresAt: Date;
      usedAt: Date | null;
      issuedBy: number | null;
    }[];
  } | null>;
  contracts(studentId: number): Promise<
    {
      id: number;
      totalTermCents: number;
      parcels: {
        id: number;
        kind: string;
        title: string | null;
        dueOn: string;
        amountCents: number;
        discountCents: number;
        surchargeCents: number;
        paidOn: string | null;
        paidCents: number | null;
        method: number;
        orderId: number | null;
      }[];
      extras: { description: string; amountCents: number }[];
    }[]
  >;
  orders(studentId: number): Promise<
    {
      order: {
        id: number;
        placedOn: string | null;
        totalCents: number;
        discountCents: number;
        shippingCents: number;
        deliveryMode: string | null;
        trackingCode: string | null;
        paidOn: string | null;
        deliveredOn: string | null;
      };
      lines: { kind: string; slug: string; photoId: number | null; quantity: number; unitCents: number }[];
    }[]
  >;
  uploads(studentId: number): Promise<
    {
      id: string;
      type: string;
      name: string;
      storageKey: string;
      size: number;
      mimetype: string;
      label: string | null;
      obs: string | null;
      createdAt: Date;
    }[]
  >;
  /** The deadline reminders e-mailed to the student, newest first. */
  remindersSent(studentId: number): Promise<{ deadlineId: string; deadlineDate: string; sentAt: Date }[]>;
  /** Administrators' actions on the student, newest first, keyset-paged on the last id. */
  adminActions(studentId: number, afterId: number | undefined, limit: number): Promise<AuditPage>;
};
