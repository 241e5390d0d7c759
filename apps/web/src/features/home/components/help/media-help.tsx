/** Help topic 'fotovideo' for the photos and videos card (spec A §1, §2, §5, §9). */
export function MediaHelp() {
  return (
    <div className="help-text">
      <p>
        Aqui ficam as fotos, os vídeos e outros conteúdos dos eventos que realizamos com a sua turma. As fotos
        abrem o álbum do evento, onde você pode escolher fotos para baixar ou imprimir. Vídeos e conteúdos
        abrem em uma nova aba.
      </p>
      <p>
        Para ter acesso aos eventos, é preciso ter quitado o percentual mínimo do contrato definido para a sua
        turma. As fotos da cerimônia de formatura exigem o contrato quitado.
      </p>
      <p>
        As fotos e os vídeos ficam guardados por um prazo limitado depois da cerimônia, conforme seu contrato.
        Baixe e guarde o que quiser manter.
      </p>
    </div>
  );
}

/** Help topic 'fotovideo' for the photo orders card (spec A §2, §4). */
export function OrdersHelp() {
  return (
    <div className="help-text">
      <p>Aqui aparecem os pedidos de fotos que você fizer pelos álbuns e pela página de produtos.</p>
      <p>Cada pedido passa por cinco etapas:</p>
      <ol>
        <li>Pedido: o pedido foi efetuado.</li>
        <li>Financeiro: o pagamento foi confirmado.</li>
        <li>Processamento: as fotos estão sendo preparadas.</li>
        <li>Pronto: o pedido está pronto.</li>
        <li>Entregue: o pedido foi entregue.</li>
      </ol>
      <p>Pagamentos por boleto e PIX podem levar até 72 horas para serem confirmados.</p>
    </div>
  );
}
