import {
  addDays,
  formatDateBR,
  type IsoDate,
  type ProducerSettings,
  permissionsFor,
  studentDeadlines,
  todayInSaoPaulo,
} from '@portal/domain';
import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../platform/unit-of-work';
import type { Mailer } from '../../plugins/mail';
import { consentsRepository } from '../privacy';
import { calendarRepository } from './calendar.repository';

type Deps = {
  db: Db;
  uow: UnitOfWork;
  mail: Mailer;
  publicUrl: string;
  settings: { current(): Promise<ProducerSettings> };
  today?: () => IsoDate;
};

/**
 * The daily deadline reminders (decision 56): each deadline of each student, `reminderDays` days before it
 * (or on a later run, if one was missed), by e-mail through the queue, once per deadline and date.
 */
export function remindersService({
  db,
  uow,
  mail,
  publicUrl,
  settings,
  today = () => todayInSaoPaulo(new Date()),
}: Deps) {
  const repo = calendarRepository(db);
  return {
    /** Sends what is due on `day`; answers how many reminders were queued. */
    async run(day: IsoDate = today()): Promise<number> {
      const { reminderDays } = await settings.current();
      if (reminderDays <= 0) return 0;
      const horizon = addDays(day, reminderDays);
      let queued = 0;
      // Reminders rest on the contract and are on by default; a student who turned them off in 'Meus dados'
      // gets none (decision 137, LGPD art. 18 §2).
      const refused = await consentsRepository(db).refusedBy('email_reminders');
      for (const s of await repo.reminderRecipients()) {
        if (refused.has(s.userId)) continue;
        const can = permissionsFor({ role: 'student', actingAsStudent: false, ...s });
        const due = studentDeadlines({
          ...s,
          finance: can.finance,
          shirt: can.shirt,
          uploads: can.uploads,
        }).filter((d) => d.id !== 'formatura' && d.date > day && d.date <= horizon);
        for (const d of due) {
          const sent = await uow.run(null, async (tx) => {
            if (!(await calendarRepository(tx).markReminder(s.id, d.id, d.date))) return false;
            await mail.send(
              {
                to: s.email,
                subject: `Portal do Formando: ${d.title} até ${formatDateBR(d.date)}`,
                text: `Olá, ${s.name}!\n\nLembrete da sua formatura (${s.graduation}): ${d.description} O prazo é ${formatDateBR(d.date)}.\n\nAcesse o portal: ${publicUrl}/\n`,
              },
              tx,
            );
            return true;
          });
          if (sent) queued += 1;
        }
      }
      return queued;
    },
  };
}

export type RemindersService = ReturnType<typeof remindersService>;
