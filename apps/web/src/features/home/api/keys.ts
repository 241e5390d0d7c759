import type { CommitteeReport } from '@portal/domain';

/** The home feature's query keys, in one place. */
export const homeKeys = {
  notices: (owner: number) => ['bcast', owner] as const,
  olderNotices: (owner: number) => ['bcast-older', owner] as const,
  events: (owner: number) => ['fotos', owner] as const,
  olderEvents: (owner: number) => ['fotos-older', owner] as const,
  eventCover: (path: string | null) => ['event-cover', path] as const,
  invitation: (owner: number, caminho: string) => ['convite', owner, caminho] as const,
  classDashboard: (owner: number) => ['painel-turma', owner] as const,
  committeeReport: (owner: number, tipo: CommitteeReport['tipo']) =>
    ['relatorio-comissao', owner, tipo] as const,
};
