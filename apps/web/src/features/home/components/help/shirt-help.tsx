/** Help topic 'camiseta' (spec A §2, §4, §9). */
export function ShirtHelp() {
  return (
    <div className="help-text">
      <p>
        Escolha a medida da sua camiseta de formatura. A escolha é salva assim que você muda a medida, e você
        pode trocá-la até o prazo mostrado no cartão.
      </p>
      <p>
        As camisetas entram em produção 30 dias antes da formatura. Depois do prazo, a medida não pode mais
        ser alterada.
      </p>
      <p>
        Na dúvida, meça uma camiseta que sirva bem em você, estendida sobre uma mesa, e compare com a tabela
        de medidas.
      </p>
    </div>
  );
}
