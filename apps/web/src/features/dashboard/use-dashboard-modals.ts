/**
 * When the dashboard's modals open (spec §4, §6):
 *
 * - Welcome: once, when the application exists, welcomeSeen is false and the e-mail is verified. On opening
 *   it calls `setWelcomeSeen` and refetches the session; the open state is kept locally so the refetch
 *   (which sets welcomeSeen) does not close it, and a guard per application stops it opening twice.
 * - Promotion: unseen promotions are queried only when the e-mail is verified and an application exists;
 *   the first one is shown only when welcomeSeen is true and the welcome modal is not showing. Closing or
 *   continuing clears it at once, records it with `markPromotionAsSeen`, then refetches the unseen ones.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Session } from '../../lib/session';
import type { Promotion } from './components/promotion-modal';
import { GetUnseenPromotionsQuery } from './graphql/getUnseenPromotions';
import { MarkPromotionAsSeenMutation } from './graphql/markPromotionAsSeen';
import { SetWelcomeSeenMutation } from './graphql/setWelcomeSeen';

/** Milliseconds between the welcome modal closing and a promotion opening (the modal's exit transition). */
const AFTER_WELCOME_MS = 300;

/** Applications whose welcome modal has been opened in this browser session. */
const welcomeOpenedFor = new Set<string>();

/** What the dashboard needs to render its modals. */
export type DashboardModals = {
  welcomeOpen: boolean;
  closeWelcome: () => void;
  /** The promotion to show now, or null. */
  promotion: Promotion | null;
  /** Clears the promotion, records it as seen and refetches the unseen promotions. */
  dismissPromotion: (promotion: Promotion) => void;
};

/** Decides when the welcome and promotion modals open, and makes their calls. */
export function useDashboardModals(me: Session['me'], refetchSession: Session['refetch']): DashboardModals {
  const application = me?.application ?? null;
  const applicationId = application?.id;
  const welcomeSeen = application?.welcomeSeen ?? false;
  const verified = me?.user.emailVerified ?? false;

  const [setWelcomeSeen] = useMutation(SetWelcomeSeenMutation);
  const [welcomeOpen, setWelcomeOpen] = useState(false);
  const [holdPromotions, setHoldPromotions] = useState(false);
  const holdTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!applicationId || welcomeSeen || !verified || welcomeOpenedFor.has(applicationId)) return;
    welcomeOpenedFor.add(applicationId);
    setWelcomeOpen(true);
    setWelcomeSeen()
      .then(() => refetchSession())
      .catch((error: unknown) => console.error('Could not record that the welcome was seen', error));
  }, [applicationId, welcomeSeen, verified, setWelcomeSeen, refetchSession]);

  useEffect(() => () => window.clearTimeout(holdTimer.current), []);

  const closeWelcome = useCallback(() => {
    setWelcomeOpen(false);
    setHoldPromotions(true);
    window.clearTimeout(holdTimer.current);
    holdTimer.current = window.setTimeout(() => setHoldPromotions(false), AFTER_WELCOME_MS);
  }, []);

  const { data } = useQuery(GetUnseenPromotionsQuery, {
    skip: !verified || !application,
    fetchPolicy: 'network-only',
  });
  const [markPromotionAsSeen] = useMutation(MarkPromotionAsSeenMutation, {
    refetchQueries: [GetUnseenPromotionsQuery],
  });
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());

  const dismissPromotion = useCallback(
    (promotion: Promotion) => {
      setDismissed((previous) => new Set(previous).add(promotion.id));
      markPromotionAsSeen({ variables: { input: { promoId: promotion.id } } }).catch((error: unknown) =>
        console.error('Could not record that the promotion was seen', error),
      );
    },
    [markPromotionAsSeen],
  );

  const next = data?.getUnseenPromotions.find((p) => !dismissed.has(p.id)) ?? null;
  const promotion = verified && application && welcomeSeen && !welcomeOpen && !holdPromotions ? next : null;

  return { welcomeOpen, closeWelcome, promotion, dismissPromotion };
}
