import { PrintButton } from './print-button';

/** Help topic 'convitehomenagem' for the digital invitation card (spec A §2). */
export function InvitationHelp() {
  return (
    <div className="help-text">
      <p>
        Quando a produtora publicar o seu convite digital, ele aparece neste cartão. Clique na imagem para
        baixar o arquivo convite.jpg e compartilhar com a família e os amigos.
      </p>
      <p>Precisa corrigir algum dado do convite? Fale com a produtora: a alteração tem taxa de R$ 30,00.</p>
    </div>
  );
}

/** Help topic 'convitehomenagem' for the uploads of the ceremony (spec A §1, §5, §9). */
export function TributesHelp() {
  return (
    <div className="help-text">
      <p>Por aqui você envia os arquivos que usamos na cerimônia e nos convites:</p>
      <ul>
        <li>
          Fotos e música individuais: sua foto pessoal, a foto de homenagem à família e a foto do painel de
          LED, em PNG ou JPEG, e a sua música, em MP3.
        </li>
        <li>
          Fotos do quadro e do convite: em PNG ou JPEG, enquanto a produtora mantiver esse envio aberto.
        </li>
        <li>Certificado: a imagem do certificado, em PNG, JPEG ou PDF.</li>
      </ul>
      <p>
        Conforme seu contrato, as fotos do clipe de homenagem devem ser enviadas até 90 dias antes da
        cerimônia, as músicas até 60 dias antes e a foto do quadro até 45 dias antes. O prazo de cada envio
        aparece no cartão; depois dele, não é possível incluir nem excluir arquivos.
      </p>
      <p>A música deve ter ao menos um minuto. Discursos: até 3 minutos para oradores e 2 para paraninfos.</p>
      <PrintButton />
    </div>
  );
}

/** Help of the committee tools (spec A §2 card 10, §5, §9). */
export function CommitteeHelp() {
  return (
    <div className="help-text">
      <p>Ferramentas para quem faz parte da comissão de formatura da turma.</p>
      <p>
        Em "Carregar músicas da formatura", a comissão envia as músicas da cerimônia: entrada geral, entrada
        da turma, encerramento, homenagens e outras. Cada música em MP3, com ao menos um minuto, até 60 dias
        antes da cerimônia.
      </p>
      <p>
        Os relatórios de pagamentos e de arquivos enviados pela turma ficam disponíveis quando a produtora
        publicá-los.
      </p>
    </div>
  );
}
