import { formatBRL } from '@portal/domain';
import { useProducerSettings } from '../lib/producer-settings';
import './policy-text.css';

/** Fees of the terms of adhesion (spec A §1), in centavos. */
const FEES: [string, number][] = [
  ['Regravação', 20000],
  ['Acompanhante extra na prova de becas, acima de 5 (cada)', 5000],
  ['Prova de becas no sábado', 25000],
  ['Foto impressa 15x21', 2500],
  ['Convite impresso', 2000],
  ['Alteração de dados do convite', 3000],
  ['Corte de música', 3000],
  ['Pulseira extra', 2500],
  ['Beca não devolvida, por dia, após 2 horas do fim do evento', 25000],
];

/**
 * The privacy policy (LGPD, Lei 13.709/2018) and the terms of adhesion (spec A §1), read-only.
 * Shown by /policy and by /perfil; `headingLevel` lets each page keep a correct outline.
 */
export function PolicyText({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const H = `h${headingLevel}` as const;
  const S = `h${headingLevel + 1}` as 'h3' | 'h4';
  const { contactUrl, dpoEmail } = useProducerSettings();
  return (
    <div className="policy">
      <H id="privacidade">Política de privacidade</H>
      <p className="muted">Última atualização: novembro de 2026.</p>
      <p>
        Esta política explica como a produtora da sua formatura, responsável por este portal, trata os seus
        dados pessoais, de acordo com a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei 13.709/2018).
      </p>

      <S>Quais dados guardamos e para quê</S>
      <ul>
        <li>
          <strong>Nome, CPF, e-mail e telefone:</strong> identificar você no contrato, emitir cobranças e
          recibos e falar com você sobre a formatura.
        </li>
        <li>
          <strong>Endereço:</strong> emitir boletos e entregar fotos, convites e produtos.
        </li>
        <li>
          <strong>Fotos e vídeos dos eventos:</strong> produzir e entregar o material contratado e os pedidos
          da loja.
        </li>
        <li>
          <strong>Arquivos que você envia</strong> (músicas, fotos para homenagens, convite e quadro,
          certificado): montar a cerimônia e os produtos pedidos.
        </li>
        <li>
          <strong>Pagamentos:</strong> valores, datas, forma de pagamento e comprovantes, para controlar o
          contrato e os pedidos. Os dados do cartão são digitados na página da operadora e não passam por este
          portal.
        </li>
        <li>
          <strong>Acesso ao portal:</strong> e-mail e senha (guardada apenas de forma cifrada, que nem nós
          conseguimos ler) e registros de acesso, para a segurança da sua conta.
        </li>
      </ul>

      <S>Bases legais</S>
      <p>
        Tratamos esses dados para executar o contrato de formatura e os pedidos que você faz (art. 7º, V, da
        LGPD), para cumprir obrigações legais e fiscais (art. 7º, II) e, no nosso legítimo interesse, para
        manter o portal seguro e evitar fraudes (art. 7º, IX). Usar sua imagem em divulgação da produtora
        depende do seu consentimento, que pode ser revogado a qualquer momento (art. 7º, I).
      </p>

      <S>Com quem compartilhamos</S>
      <p>
        Só com quem precisa deles para prestar o serviço: instituições de pagamento e bancos (cartão, PIX e
        boleto), Correios e entregadores (entrega de pedidos), a comissão de formatura (relatórios da turma,
        sem dados de pagamento de cartão) e os provedores que hospedam o portal. Não vendemos seus dados.
      </p>

      <S>Por quanto tempo guardamos</S>
      <ul>
        <li>
          Fotos e vídeos da cerimônia: por 120 dias depois da cerimônia; baixe seu material nesse prazo.
        </li>
        <li>Arquivos enviados para a cerimônia: até o fim desse mesmo prazo.</li>
        <li>
          Contrato, cobranças e pagamentos: pelo tempo que a lei exige (em geral, 5 anos depois do fim do
          contrato).
        </li>
        <li>Sua conta no portal: até você pedir a exclusão, respeitados os prazos acima.</li>
      </ul>

      <S>Seus direitos</S>
      <p>Pela LGPD (art. 18), você pode a qualquer momento pedir:</p>
      <ul>
        <li>confirmação de que tratamos seus dados e acesso a eles;</li>
        <li>correção de dados incompletos, inexatos ou desatualizados;</li>
        <li>
          anonimização, bloqueio ou eliminação de dados desnecessários ou tratados em desacordo com a lei;
        </li>
        <li>eliminação dos dados tratados com seu consentimento;</li>
        <li>portabilidade dos seus dados a outro fornecedor;</li>
        <li>informação sobre com quem compartilhamos seus dados;</li>
        <li>revogação do consentimento e informação sobre as consequências de não o dar.</li>
      </ul>
      <p>
        Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD). Dados da formatura
        guardados por obrigação legal ou para executar o contrato são mantidos até o fim desse prazo, mesmo
        após um pedido de exclusão.
      </p>

      <S id="contato-dpo">Encarregado pelo tratamento de dados (DPO)</S>
      <p>
        Para exercer seus direitos ou tirar dúvidas sobre seus dados, fale com o nosso encarregado pelo{' '}
        <a href={contactUrl} target="_blank" rel="noopener noreferrer">
          canal de atendimento
        </a>
        {dpoEmail && (
          <>
            {' '}
            ou pelo e-mail <a href={`mailto:${dpoEmail}`}>{dpoEmail}</a>
          </>
        )}
        . Respondemos em até 15 dias.
      </p>

      <S>Cookies e armazenamento no navegador</S>
      <p>
        O portal não usa cookies de publicidade nem de rastreamento. Ele guarda no seu navegador só o
        essencial: enquanto a aba está aberta, sua sessão (o acesso, o usuário e o seu cadastro), apagada ao
        sair ou fechar a aba; e, até você limpar o navegador, o pedido em andamento, o registro de que você
        viu este aviso e os guias de ajuda já vistos.
      </p>

      <S>Segurança</S>
      <p>
        O acesso é protegido por senha e conexão cifrada (HTTPS), e só a equipe que atende a sua formatura
        acessa os seus dados. Se houver um incidente que possa causar risco a você, avisaremos você e a ANPD.
      </p>

      <H id="termos">Termos de adesão</H>
      <p>Os principais termos do contrato de formatura, que valem para todos os formandos da turma:</p>

      <S>Pagamento</S>
      <ul>
        <li>O contrato deve estar pago integralmente até 60 dias antes da cerimônia.</li>
        <li>
          É preciso ter pago ao menos 50% do contrato para agendar a prova de becas e para baixar as fotos dos
          eventos; as fotos da cerimônia exigem o contrato 100% pago.
        </li>
        <li>No cartão de crédito, o pagamento pelo portal pode ser feito em até 4 parcelas.</li>
        <li>O contrato fica sem efeito se nenhum valor for pago em até 30 dias da assinatura.</li>
      </ul>

      <S>Cancelamento</S>
      <p>
        Você pode desistir do contrato em até 7 dias da assinatura e do pagamento; o valor pago é devolvido em
        até 60 dias úteis.
      </p>

      <S>Prazos para enviar conteúdo</S>
      <ul>
        <li>Fotos para o clipe de homenagem: até 90 dias antes da cerimônia.</li>
        <li>Músicas: até 60 dias antes da cerimônia.</li>
      </ul>

      <S>Fotos e vídeos</S>
      <p>As fotos e os vídeos ficam disponíveis por 120 dias depois da cerimônia.</p>

      <S>Cerimônia</S>
      <ul>
        <li>Discursos: até 3 minutos para os formandos oradores e até 2 minutos para os paraninfos.</li>
        <li>Os demais serviços exigem um grupo mínimo de 30 formandos.</li>
        <li>Cursos com menos de 15 formandos compartilham um paraninfo.</li>
      </ul>

      <S>Taxas e valores adicionais</S>
      {/* Scrolls by itself when a narrow screen cannot fit it; focusable so a keyboard can scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1). */}
      <section className="table-scroll" aria-label="Taxas e valores adicionais" tabIndex={0}>
        <table className="policy-fees stacked-table">
          <caption className="visually-hidden">Taxas e valores adicionais</caption>
          <thead>
            <tr>
              <th scope="col">Serviço</th>
              <th scope="col">Valor</th>
            </tr>
          </thead>
          <tbody>
            {FEES.map(([service, cents]) => (
              <tr key={service}>
                <td data-label="Serviço">{service}</td>
                <td data-label="Valor">{formatBRL(cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
