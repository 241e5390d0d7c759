import {
  type AddressForm,
  addressMessages,
  authMessages,
  isValidCep,
  needsAddressReview,
  normalizeAddress,
  onlyDigits,
  type PostalAddress,
  type RevEnderecoResponse,
  todayInSaoPaulo,
} from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors';
import type { PostalCodeProvider } from '../../lib/postal-code';
import type { StudentAccess } from '../../platform/access';
import type { UnitOfWork } from '../../platform/unit-of-work';
import { studentRecords } from '../students';

/** The review date as stored, or the registration carrying it. */
type Reviewed = string | null | undefined | { addressReviewedAt: string | null };

/**
 * The address gate of the API (spec A §4, spec B §5.4): payment calls refuse a registration whose address
 * was never reviewed, with the banner's text.
 */
export function assertAddressReviewed(reviewed: Reviewed): void {
  const date = typeof reviewed === 'object' && reviewed !== null ? reviewed.addressReviewedAt : reviewed;
  if (needsAddressReview(date)) throw new AppError('FORBIDDEN', addressMessages.gateBanner);
}

type Deps = {
  uow: UnitOfWork;
  postalCodes: PostalCodeProvider;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** The clock; tests move it. */
  now?: () => Date;
};

export function addressService({ uow, postalCodes, log, now = () => new Date() }: Deps) {
  return {
    /** GET /cep/:cep: the street, district, city and state of a CEP, for the form to fill. */
    async lookupCep(cep: string): Promise<PostalAddress> {
      if (!isValidCep(cep)) throw new AppError('INVALID', addressMessages.cepInvalid);
      const result = await postalCodes.lookup(onlyDigits(cep));
      if (result.status === 'found') return result.address;
      if (result.status === 'not_found') throw new AppError('NOT_FOUND', addressMessages.cepNotFound);
      log?.warn({ reason: result.reason }, 'postal-code lookup unavailable');
      throw new AppError('UNEXPECTED', addressMessages.cepUnavailable, 503);
    },

    /**
     * POST /revendereco: saves the acting student's address, normalised and stamped as reviewed today in
     * São Paulo (spec B §5.4 "On submit"). Guests have no delivery or payment, so no address to review.
     */
    async save({ actor, student }: StudentAccess, form: AddressForm): Promise<RevEnderecoResponse> {
      if (student.guest) throw new AppError('FORBIDDEN', authMessages.forbidden);
      const address = normalizeAddress(form, todayInSaoPaulo(now()));
      // The students module owns the row (decision 131); the write keeps this unit of work.
      await uow.run(actor, (tx) => studentRecords(tx).saveAddress(student.id, address));
      return { msg: addressMessages.saved, type: 'success' };
    },
  };
}

export type AddressService = ReturnType<typeof addressService>;
