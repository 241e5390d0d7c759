/** Help topic 'loja' (spec A §2). */
export function StoreHelp() {
  return (
    <div className="help-text">
      <p>
        A Loja do Formando é a loja on-line de produtos de formatura. Ela abre em uma nova aba, fora deste
        portal.
      </p>
      <p>
        As compras feitas na loja seguem as condições da própria loja e não aparecem nos seus pedidos de fotos
        nem na sua área financeira do portal.
      </p>
    </div>
  );
}
