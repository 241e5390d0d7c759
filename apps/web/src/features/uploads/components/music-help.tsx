/** Spec A §5: the help text for music. */
export function MusicHelp() {
  return (
    <p className="upload-help">
      As músicas devem estar em MP3, ter ao menos um minuto e ser enviadas até 60 dias antes da cerimônia.
    </p>
  );
}
