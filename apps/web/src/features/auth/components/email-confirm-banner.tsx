import { authMessages } from '@portal/domain';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { toast } from '../../../components/toast';
import { errorText, isApiError } from '../../../lib/api-client';
import { awaitsEmailConfirmation } from '../../../lib/registration';
import { useSessionUser } from '../../../lib/session';
import { refreshSessionUser } from '../../../lib/session-refresh';
import { useResendConfirmation } from '../api/resend-confirmation';

/**
 * Until the e-mail is confirmed the student is signed in (spec B §2.3) but sees no registration (DESIGN §3):
 * this banner says why and sends the link again.
 */
export function EmailConfirmBanner() {
  const user = useSessionUser();
  const resend = useResendConfirmation();
  if (!awaitsEmailConfirmation(user)) return null;
  return (
    <Banner
      tone="warning"
      strip
      actions={
        <Button
          variant="secondary"
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: (message) => toast({ kind: 'success', message }),
              onError: (error) => {
                if (isApiError(error, 'FOUND')) {
                  // Confirmed meanwhile (another device): the refreshed user drops this banner.
                  toast({ kind: 'info', message: error.message });
                  void refreshSessionUser().catch(() => null);
                } else toast({ kind: 'error', message: errorText(error) });
              },
            })
          }
        >
          {authMessages.emailConfirmResend}
        </Button>
      }
    >
      <p>{authMessages.emailConfirmBanner}</p>
    </Banner>
  );
}
