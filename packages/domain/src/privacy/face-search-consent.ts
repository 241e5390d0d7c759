import { consentVersions } from './consents';

/**
 * The text the student agrees to before searching by face (decision 139; LGPD art. 8, 9 and 11: specific,
 * informed consent to biometric data, in its own text, not the general policy). A change of text is a new
 * `consentVersions.face_search`, and consents to an older version are shown as such.
 */
export const faceSearchConsentText = {
  version: consentVersions.face_search,
  title: 'Termo de consentimento: Encontre suas fotos',
  paragraphs: [
    'Com "Encontre suas fotos" você envia uma selfie e o portal mostra as fotos dos eventos da sua turma em que o seu rosto aparece.',
    'O que é tratado: a partir da selfie, o portal calcula uma descrição numérica do seu rosto (128 números) e a compara com as descrições dos rostos das fotos da sua turma. Esse é um dado biométrico, um dado pessoal sensível pela LGPD (art. 11), e por isso só o usamos com este consentimento.',
    'Para que: só para encontrar as suas fotos nos álbuns da sua turma. A descrição do seu rosto nunca sai do portal, não é compartilhada com ninguém e não é usada para nenhuma outra finalidade.',
    'A selfie nunca é guardada: ela é lida na memória, usada na busca e descartada em seguida. A descrição do seu rosto só fica guardada se você pedir para ser avisado de novas fotos, e apenas enquanto esse aviso estiver ligado.',
    'Você vê apenas as fotos que o álbum já deixaria você ver. A produtora pode desligar a busca da turma; nesse caso as descrições de rostos da turma são apagadas.',
    'Você pode retirar este consentimento quando quiser, em "Encontre suas fotos" ou em "Meus dados" no seu perfil. Ao retirar, apagamos na hora a descrição do seu rosto que estivesse guardada; o registro de que você consentiu e retirou (data e versão do termo) fica guardado como prova.',
  ],
  checkbox:
    'Li e concordo que o portal trate a descrição do meu rosto para encontrar as minhas fotos, como descrito acima.',
  confirm: 'Concordo e quero buscar minhas fotos',
  withdraw: 'Retirar meu consentimento',
} as const;
