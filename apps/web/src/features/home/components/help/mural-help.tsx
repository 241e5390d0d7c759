/** Help topic 'mural' (spec A §2). */
export function MuralHelp() {
  return (
    <div className="help-text">
      <p>
        Aqui aparecem os recados da produtora: em "Para sua turma", os avisos para todos os formandos; em
        "Para você", os que são só seus. Os mais recentes aparecem primeiro.
      </p>
      <p>
        Confira sempre antes dos prazos de pagamento, da prova de becas e do envio de fotos e músicas: é por
        aqui que a produtora avisa datas, horários e mudanças.
      </p>
    </div>
  );
}
