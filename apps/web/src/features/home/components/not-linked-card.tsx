import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { paths } from '../../../config/paths';

/** GET /api/perfil/cadastro answered 404: this portal user has no registration linked yet. */
export function NotLinkedCard() {
  return (
    <Card title="Seu cadastro ainda não está ligado" collapsible={false}>
      <p>
        Seu usuário do portal foi criado, mas ainda não encontramos o seu cadastro de formando com este
        e-mail. Por isso, contrato, pagamentos e fotos ainda não aparecem aqui.
      </p>
      <p>
        Faça o autocadastro pelo link que a produtora enviou para a sua turma, usando o mesmo e-mail deste
        usuário. Se você já fez o autocadastro com outro e-mail, fale com a produtora.
      </p>
      <Link to={paths.selfRegistration}>Ir para o autocadastro</Link>
    </Card>
  );
}
