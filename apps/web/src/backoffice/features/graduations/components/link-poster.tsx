/** The QR code as an image: the API's SVG in a data URL, never inserted as markup. */
export function QrImage({ svg, label, size }: { svg: string; label: string; size: number }) {
  return (
    <img
      src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
      alt={label}
      width={size}
      height={size}
      className="qr-image"
    />
  );
}

/**
 * What 'Imprimir cartaz' prints, and only that (backoffice.css, @media print): the graduation's name, the
 * QR code and the address, large enough to read across a classroom. Hidden on screen.
 */
export function LinkPoster({
  graduationName,
  url,
  qrSvg,
}: {
  graduationName: string;
  url: string;
  qrSvg: string;
}) {
  return (
    <section className="print-poster" aria-hidden="true">
      <h2>{graduationName}</h2>
      <p>Faça seu cadastro de formando:</p>
      <QrImage svg={qrSvg} label="" size={420} />
      <p className="print-poster-url">{url}</p>
    </section>
  );
}
