import type { Cents } from '../money';
import { type SituationCounts, situationShares } from './class-figures';

/**
 * One figure of a class as the database keeps it (decision 151): summed over its shards, with the day it
 * hangs on ('infinity' when it hangs on none). `due` is what falls due that day; `open` counts the open
 * contracts whose oldest unpaid instalment falls due that day (late once that day has passed).
 */
export type ClassTally = { figure: string; day: string; n: number };

export type ClassTallyFigures = {
  alunos: number;
  /** Classmates expected to send files: guests have no upload screens (spec A §6). */
  esperados: number;
  pagamentos: SituationCounts;
  percentuais: SituationCounts;
  musicasDaFormatura: number;
  /** Classmates who sent at least one file to each screen, by screen. */
  enviaram: Readonly<Record<string, number>>;
  /** The producer's sums (decision 98), in centavos. */
  sums: { contratos: number; contratado: Cents; previstoAteHoje: Cents; recebido: Cents };
};

/**
 * The dashboard's figures from the class's kept tallies, on `today` (an ISO date): the same counts and sums
 * as committeePaymentFigures and producerClassSums over every classmate's row, since each classmate's share
 * was counted with those definitions. A day compares as text ('infinity' after every date).
 */
export function classFiguresFromTallies(tallies: readonly ClassTally[], today: string): ClassTallyFigures {
  const total = (figure: string, keep: (day: string) => boolean = () => true) =>
    tallies.reduce((acc, t) => (t.figure === figure && keep(t.day) ? acc + t.n : acc), 0);
  const pagamentos: SituationCounts = {
    Quitado: total('settled_in_full'),
    'Em dia': total('open', (day) => day >= today),
    'Em atraso': total('open', (day) => day < today),
    'Sem contrato': total('no_contract'),
  };
  const enviaram: Record<string, number> = {};
  for (const t of tallies) {
    if (t.figure.startsWith('sent:')) {
      const screen = t.figure.slice('sent:'.length);
      enviaram[screen] = (enviaram[screen] ?? 0) + t.n;
    }
  }
  const alunos = total('classmates');
  return {
    alunos,
    esperados: alunos - total('guests'),
    pagamentos,
    percentuais: situationShares(pagamentos),
    musicasDaFormatura: total('class_songs'),
    enviaram,
    sums: {
      contratos: total('contracts'),
      contratado: total('contracted'),
      previstoAteHoje: total('due', (day) => day <= today),
      recebido: total('received'),
    },
  };
}
