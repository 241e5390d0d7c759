import {
  producerAddressLine,
  producerCnpjText,
  producerContactLine,
  producerDisplayName,
} from '@portal/domain';
import { useProducerSettings } from '../../../lib/producer-settings';

/**
 * Who received (decision 122): the producer's name, legal name and CNPJ, address and contact at the head of
 * a receipt or statement; only the portal's name while the producer set none.
 */
export function ProducerBlock({ right }: { right: string }) {
  const { producer, logoUrl } = useProducerSettings();
  const legal = [
    producer.legalName && producer.legalName !== producer.name ? producer.legalName : '',
    producerCnpjText(producer) && `CNPJ ${producerCnpjText(producer)}`,
  ]
    .filter(Boolean)
    .join(' · ');
  const lines = [legal, producerAddressLine(producer), producerContactLine(producer)].filter(Boolean);
  return (
    <header className="fin-document-head">
      <div className="fin-producer">
        {logoUrl && <img className="fin-producer-logo" src={logoUrl} alt="" height={40} />}
        <div>
          <strong>{producerDisplayName(producer)}</strong>
          {lines.map((line) => (
            <span key={line} className="fin-producer-line">
              {line}
            </span>
          ))}
        </div>
      </div>
      <span>{right}</span>
    </header>
  );
}

/** The receiver as the receipt's sentence names it: the legal name when set, else the name people know. */
export function useReceiverName(): string {
  const { producer } = useProducerSettings();
  return producer.legalName.trim() || producerDisplayName(producer);
}
