import {
  backofficeMessages as bm,
  globalMessages,
  type NoticeForm,
  type NoticeRow,
  type Paged,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import type { Actor } from '../../platform/sessions/actor';
import type { UnitOfWork } from '../../platform/unit-of-work';
import { type NoticeColumns, noticesRepository } from './notices.repository';

type Deps = { db: Db; uow: UnitOfWork; now?: () => Date };

const notFound = () => new AppError('NOT_FOUND', globalMessages.notFound);

/**
 * Class-wide and personal notices (spec A §2 mural) as the producer writes them (decision 49). The HTML is
 * cleaned by the shared allow-list when it is saved, so what is stored is what the home shows.
 */
export function noticesService({ db, uow, now = () => new Date() }: Deps) {
  const repo = noticesRepository(db);

  async function columns(graduationId: number, form: NoticeForm): Promise<NoticeColumns> {
    if (form.studentId !== null && !(await repo.studentIn(form.studentId, graduationId))) {
      throw new AppError('INVALID', bm.noticeStudentElsewhere);
    }
    const html = sanitizeHtml(form.html);
    if (!html.replace(/<[^>]*>|&nbsp;|\s/g, '')) throw new AppError('EMPTY', bm.noticeEmpty);
    return {
      html,
      studentId: form.studentId,
      publishedAt: form.publishedAt ? new Date(form.publishedAt) : now(),
    };
  }

  async function openGraduation(id: number) {
    const graduation = await repo.graduation(id);
    if (!graduation) throw notFound();
    if (graduation.closedAt) throw new AppError('LIMIT', bm.graduationClosed);
  }

  return {
    async list(graduationId: number, page: number, pageSize: number): Promise<Paged<NoticeRow>> {
      if (!(await repo.graduation(graduationId))) throw notFound();
      const { items, total } = await repo.list(graduationId, page, pageSize);
      return {
        items: items.map((n) => ({
          ...n,
          publishedAt: n.publishedAt.toISOString(),
          createdAt: n.createdAt.toISOString(),
          updatedAt: n.updatedAt.toISOString(),
        })),
        total,
        page,
        pageSize,
      };
    },

    async create(actor: Actor, graduationId: number, form: NoticeForm): Promise<{ id: number }> {
      await openGraduation(graduationId);
      const values = await columns(graduationId, form);
      const id = await uow.run(actor, (tx) => noticesRepository(tx).create(graduationId, values), {
        studentId: values.studentId,
        graduationId,
        detail: { after: values },
      });
      return { id };
    },

    async update(actor: Actor, id: number, form: NoticeForm): Promise<{ id: number }> {
      const before = await repo.find(id);
      if (!before) throw notFound();
      await openGraduation(before.graduationId);
      const values = await columns(before.graduationId, form);
      await uow.run(actor, (tx) => noticesRepository(tx).update(id, values), {
        studentId: values.studentId ?? before.studentId,
        graduationId: before.graduationId,
        detail: {
          before: { html: before.html, studentId: before.studentId, publishedAt: before.publishedAt },
          after: values,
        },
      });
      return { id };
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const before = await repo.find(id);
      if (!before) throw notFound();
      await uow.run(actor, (tx) => noticesRepository(tx).remove(id), {
        studentId: before.studentId,
        graduationId: before.graduationId,
        detail: { before: { html: before.html, studentId: before.studentId } },
      });
    },

    /** Exactly what the home would show. */
    preview: (html: string) => ({ html: sanitizeHtml(html) }),
  };
}

export type NoticesService = ReturnType<typeof noticesService>;
