import { formatBRL } from '@portal/domain';

/** HTML text with the five special characters escaped. */
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page of the sandbox: plain HTML forms, no script (the portal's CSP allows none inline). */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)} · Sandbox de pagamentos</title>
<style>
body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1f2937}
.banner{background:#fef3c7;border:1px solid #f59e0b;padding:.5rem .75rem;border-radius:.25rem}
button{font:inherit;padding:.5rem 1rem;margin:.25rem .5rem .25rem 0;border-radius:.25rem;border:1px solid #374151;cursor:pointer}
.ok{background:#15803d;color:#fff;border-color:#15803d}.no{background:#b91c1c;color:#fff;border-color:#b91c1c}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}
</style>
</head>
<body>
<p class="banner" role="note">Ambiente de testes: nenhum valor é cobrado de verdade.</p>
<h1>${esc(title)}</h1>
${body}
</body>
</html>`;
}

const details = (rows: [string, string][]) =>
  `<dl>${rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('')}</dl>`;

export function cardCheckoutPage(input: {
  action: string;
  amountCents: number;
  instalments: number;
  parcelId: number;
}) {
  const each = formatBRL(Math.ceil(input.amountCents / input.instalments));
  return page(
    'Pagamento com cartão',
    `${details([
      ['Parcela', String(input.parcelId)],
      ['Valor', formatBRL(input.amountCents)],
      ['Parcelamento', input.instalments > 1 ? `${input.instalments}x de até ${each}` : 'à vista'],
    ])}
<form method="post" action="${esc(input.action)}">
<button class="ok" type="submit" name="acao" value="aprovar">Aprovar pagamento</button>
<button class="no" type="submit" name="acao" value="recusar">Recusar pagamento</button>
</form>`,
  );
}

export function pixPage(input: { action: string; amountCents: number; parcelId: number }) {
  return page(
    'Pagamento com PIX',
    `${details([
      ['Parcela', String(input.parcelId)],
      ['Valor', formatBRL(input.amountCents)],
    ])}
<form method="post" action="${esc(input.action)}">
<button class="ok" type="submit" name="acao" value="aprovar">Confirmar o PIX</button>
</form>`,
  );
}

export function boletoPage(input: {
  action: string;
  fields: Record<string, string>;
  charge: string;
  amountCents: number;
}) {
  const f = input.fields;
  return page(
    f.tpPagamento === '21' ? 'Boleto (segunda via)' : 'Boleto',
    `${details([
      ['Convênio', f.idConv ?? ''],
      ['Referência', f.refTran ?? ''],
      ['Valor', formatBRL(input.amountCents)],
      ['Vencimento', f.dtVenc ?? ''],
      ['Pagador', f.nome ?? ''],
      ['CPF', f.cpfCnpj ?? ''],
      ['Endereço', `${f.endereco ?? ''} ${f.cidade ?? ''} ${f.uf ?? ''} ${f.cep ?? ''}`],
      ['Instruções', f.msgLoja ?? ''],
    ])}
<form method="post" action="${esc(input.action)}">
<input type="hidden" name="charge" value="${esc(input.charge)}">
<button class="ok" type="submit" name="acao" value="aprovar">Confirmar o pagamento do boleto</button>
</form>`,
  );
}

export function donePage(title: string, message: string, back: string | null) {
  return page(
    title,
    `<p role="status">${esc(message)}</p>${back ? `<p><a href="${esc(back)}">Voltar ao portal</a></p>` : ''}`,
  );
}

export function errorPage(message: string, title = 'Cobrança não encontrada') {
  return page(title, `<p role="alert">${esc(message)}</p>`);
}
