/** 'Encontre suas fotos' (decision 139): what the student reads on the search and its refusals. */
export const faceSearchMessages = {
  title: 'Encontre suas fotos',
  consentRequired:
    'Para buscar suas fotos pelo rosto, primeiro leia e aceite o termo de consentimento de "Encontre suas fotos".',
  featureOff: 'A busca de fotos pelo rosto não está disponível para a sua turma.',
  ownFaceOnly:
    'A busca pelo rosto é pessoal: só o próprio formando pode consentir e enviar a selfie. No modo administrador ela não está disponível.',
  consentOutdated:
    'O termo de consentimento mudou desde que você o abriu. Leia a versão atual e aceite de novo.',
  selfieMissing: 'Envie uma selfie em JPEG, PNG ou WebP.',
  selfieType: 'A selfie precisa ser uma imagem JPEG, PNG ou WebP.',
  selfieTooLarge: 'A selfie é grande demais: envie uma imagem de até 8 MB.',
  selfieUnreadable: 'Não conseguimos abrir esta imagem. Tire outra selfie ou escolha outro arquivo.',
  noFace: 'Não encontramos nenhum rosto nesta selfie. Tire outra de frente, com o rosto inteiro e boa luz.',
  severalFaces:
    'Encontramos mais de um rosto nesta selfie. Tire outra em que só o seu rosto apareça de perto.',
  tooSmall: 'Seu rosto ficou pequeno demais nesta imagem. Aproxime a câmera e tire outra selfie.',
  noMatches: 'Não encontramos você nas fotos publicadas da sua turma por enquanto.',
  consentGiven: 'Consentimento registrado. Agora envie uma selfie para buscar suas fotos.',
  alertOn:
    'Vamos avisar você quando houver novas fotos suas. Para isso guardamos a descrição do seu rosto (nunca a selfie).',
  alertOff: 'Aviso de novas fotos desligado. Apagamos a descrição do seu rosto que estava guardada.',
  consentWithdrawn:
    'Consentimento retirado. Apagamos na hora o que guardávamos do seu rosto e a busca ficou desligada para você.',
} as const;
