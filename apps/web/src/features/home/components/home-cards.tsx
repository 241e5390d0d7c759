import type { Cadastro, IsoDate, Permissions } from '@portal/domain';
import { useConfirmStoredRefusal } from '../../../lib/registration';
import type { HomeAreas } from '../areas';
import { eventsRefusalOf } from '../lib/access';
import { CommitteeCard } from './committee-card';
import { FinanceCard } from './finance-card';
import { canShowGraduation, GraduationCard } from './graduation-card';
import { InvitationCard } from './invitation-card';
import { MediaCard } from './media-card';
import { MediaRefusedCard } from './media-refused-card';
import { NoticeBoardCard } from './notice-board-card';
import { PhotoOrdersCard } from './photo-orders-card';
import { ShirtCard } from './shirt-card';
import { StoreCard } from './store-card';
import { TributesCard } from './tributes-card';

interface HomeCardsProps {
  owner: number;
  cadastro: Cadastro;
  can: Permissions;
  today: IsoDate;
  areas: HomeAreas;
}

/**
 * The ten cards of spec A §2, in its order, each behind its permission (spec A §6): a guest has no finance,
 * shirt, invitation or uploads; a restricted student no event media, photo orders, invitation or committee
 * tools; only committee members get the committee card.
 */
export function HomeCards({ owner, cadastro, can, today, areas }: HomeCardsProps) {
  const dados = cadastro.AlFormDados;
  return (
    <div className="grid">
      <NoticeBoardCard owner={owner} />
      <StoreCard />
      {can.finance && (
        <FinanceCard>
          <areas.Finance />
        </FinanceCard>
      )}
      {can.shirt && <ShirtCard cadastro={cadastro} today={today} />}
      {can.invitation && <InvitationCard owner={owner} caminho={cadastro.AlConvite} />}
      {can.eventMedia && <EventsCard owner={owner} cadastro={cadastro} />}
      {canShowGraduation(dados) && <GraduationCard dados={dados} />}
      {can.cart && (
        <PhotoOrdersCard>
          <areas.Orders />
        </PhotoOrdersCard>
      )}
      {can.uploads && <TributesCard dados={dados} today={today} />}
      {can.committeeTools && <CommitteeCard dados={dados} today={today} owner={owner} />}
    </div>
  );
}

/** The events card, or the refusal the registration already tells, without asking (decision 133). */
function EventsCard({ owner, cadastro }: { owner: number; cadastro: Cadastro }) {
  const refusal = eventsRefusalOf(cadastro);
  useConfirmStoredRefusal(refusal !== null);
  return refusal ? <MediaRefusedCard reason={refusal} /> : <MediaCard owner={owner} />;
}
