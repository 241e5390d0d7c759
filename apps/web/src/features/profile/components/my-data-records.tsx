import { formatCep, formatCpf, formatMobilePhone, type MyData } from '@portal/domain';
import { day, money, size, UPLOAD_TYPE_LABELS, when, yesNo } from './my-data-format';

/** One label and its value, in the registration's list. */
function Row({ label, value }: { label: string; value: string | number | null }) {
  return (
    <div className="my-data-row">
      <dt>{label}</dt>
      <dd>{value === null || value === '' ? '—' : value}</dd>
    </div>
  );
}

/** Cadastro: what the student and the producer wrote in the registration. */
export function RegistrationSection({ registration: r }: { registration: MyData['registration'] }) {
  const a = r.address;
  const street = [a.street, a.number, a.complement].filter(Boolean).join(', ');
  const place = [a.district, a.city && a.uf ? `${a.city}/${a.uf}` : a.city].filter(Boolean).join(' – ');
  return (
    <section className="profile-section" aria-labelledby="md-cadastro">
      <h2 id="md-cadastro">Cadastro</h2>
      <dl className="my-data-list">
        <Row label="Nome" value={`${r.firstName} ${r.surname}`} />
        <Row label="E-mail" value={r.email} />
        <Row label="CPF" value={formatCpf(r.cpf)} />
        <Row label="Telefone" value={formatMobilePhone(r.phone)} />
        <Row label="Instagram" value={r.instagram} />
        <Row
          label="Endereço"
          value={[street, place, a.cep && `CEP ${formatCep(a.cep)}`].filter(Boolean).join(' · ')}
        />
        <Row label="Endereço conferido em" value={day(a.reviewedOn)} />
        <Row label="Formatura" value={r.graduation} />
        <Row label="Curso" value={r.course} />
        <Row label="Polo" value={r.campus} />
        <Row label="Comissão de formatura" value={yesNo(r.committee)} />
        <Row label="Convidado" value={yesNo(r.guest)} />
        <Row label="Acesso restrito" value={yesNo(r.restricted)} />
        <Row
          label="Créditos de fotos (digitais / impressas)"
          value={`${r.digitalCredits} / ${r.printedCredits}`}
        />
        <Row label="Tamanho da camiseta" value={r.shirtSize} />
        <Row label="Cadastrado em" value={when(r.createdAt)} />
      </dl>
    </section>
  );
}

/** Contrato e parcelas: each contract, its parcels as a table that stacks on a phone. */
export function ContractsSection({ contracts }: { contracts: MyData['contracts'] }) {
  return (
    <section className="profile-section" aria-labelledby="md-contrato">
      <h2 id="md-contrato">Contrato e parcelas</h2>
      {contracts.length === 0 && <p className="empty">Você não tem contrato no portal.</p>}
      {contracts.map((c) => (
        <div key={c.id} className="my-data-block">
          <h3>
            Contrato nº {c.id} · {money(c.totalTermCents)}
          </h3>
          <table className="my-data-table stacked-table">
            <caption className="visually-hidden">Parcelas do contrato nº {c.id}</caption>
            <thead>
              <tr>
                <th scope="col">Vencimento</th>
                <th scope="col">Parcela</th>
                <th scope="col">Valor</th>
                <th scope="col">Paga em</th>
              </tr>
            </thead>
            <tbody>
              {c.parcels.map((p) => (
                <tr key={p.id}>
                  <td data-label="Vencimento">{day(p.dueOn)}</td>
                  <td data-label="Parcela">{p.title ?? p.kind}</td>
                  <td data-label="Valor">{money(p.amountCents - p.discountCents + p.surchargeCents)}</td>
                  <td data-label="Paga em">{day(p.paidOn, 'Em aberto')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {c.extras.length > 0 && (
            <p>Extras: {c.extras.map((e) => `${e.description} (${money(e.amountCents)})`).join('; ')}</p>
          )}
        </div>
      ))}
    </section>
  );
}

/** Pedidos: each placed order and what it holds. */
export function OrdersSection({ orders }: { orders: MyData['orders'] }) {
  return (
    <section className="profile-section" aria-labelledby="md-pedidos">
      <h2 id="md-pedidos">Pedidos</h2>
      {orders.length === 0 && <p className="empty">Você não fez pedidos.</p>}
      <ul className="my-data-items">
        {orders.map((o) => (
          <li key={o.id}>
            <strong>
              Pedido nº {o.id} · {day(o.placedOn)} · {money(o.totalCents - o.discountCents)}
            </strong>
            <span className="muted">
              {o.paidOn ? `Pago em ${day(o.paidOn)}` : 'Não pago'}
              {o.deliveredOn ? ` · Entregue em ${day(o.deliveredOn)}` : ''}
              {o.trackingCode ? ` · Rastreio ${o.trackingCode}` : ''}
            </span>
            <span>
              {o.lines
                .map((l) => `${l.quantity} × ${l.slug}${l.photoId ? ` (foto ${l.photoId})` : ''}`)
                .join('; ')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Envios: the files the student sent, by screen. */
export function UploadsSection({ uploads }: { uploads: MyData['uploads'] }) {
  return (
    <section className="profile-section" aria-labelledby="md-envios">
      <h2 id="md-envios">Envios</h2>
      {uploads.length === 0 ? (
        <p className="empty">Você não enviou arquivos.</p>
      ) : (
        <table className="my-data-table stacked-table">
          <caption className="visually-hidden">Arquivos enviados</caption>
          <thead>
            <tr>
              <th scope="col">Arquivo</th>
              <th scope="col">Tela</th>
              <th scope="col">Tamanho</th>
              <th scope="col">Enviado em</th>
            </tr>
          </thead>
          <tbody>
            {uploads.map((u) => (
              <tr key={u.id}>
                <td data-label="Arquivo">{u.name}</td>
                <td data-label="Tela">{UPLOAD_TYPE_LABELS[u.type] ?? u.type}</td>
                <td data-label="Tamanho">{size(u.size)}</td>
                <td data-label="Enviado em">{when(u.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
