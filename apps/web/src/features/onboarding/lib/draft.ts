/**
 * The onboarding draft: the answers given so far, kept in the tab's session storage so that they survive
 * moving between steps and a page reload until the account is created (spec §2 onboarding). The password
 * is never stored. Money is in whole pounds.
 */
import type { DepositSource } from '@stairway/domain/constants';
import { depositSourceSchema, UTM_MAX_LENGTH } from '@stairway/domain/validation';
import type { OnboardInput } from '../../../gql/graphql';

/** The session-storage key of the draft. */
export const DRAFT_STORAGE_KEY = 'stairway.onboarding.draft';

/** The answers so far; any of them may be missing or not yet valid. */
export type OnboardingDraft = {
  /** Gross annual pay, whole pounds a year. */
  grossAnnualPay?: number;
  jointApplication?: boolean;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  checks?: {
    over18?: boolean;
    rightToLiveInUk?: boolean;
    noBankruptcyOrCcj?: boolean;
    creditCheckConsent?: boolean;
  };
  /** Postcode districts, e.g. `['SO16', 'M1']`. */
  preferredLocations?: string[];
  /** Deposit, whole pounds. */
  deposit?: number;
  /** Where the deposit comes from: one of the domain's DEPOSIT_SOURCES identifiers. */
  depositSource?: DepositSource;
  email?: string;
  utmSource?: string;
  utmOtherSource?: string;
};

function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function asNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function asBoolean(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** Drops the keys whose value is `undefined`, so that the stored JSON stays small. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Reads a draft from untrusted data (what session storage held), keeping only well-typed answers.
 *
 * @param raw parsed JSON, anything
 * @returns the draft; empty when `raw` is not an object
 */
export function sanitiseDraft(raw: unknown): OnboardingDraft {
  if (typeof raw !== 'object' || raw === null) return {};
  const r = raw as Record<string, unknown>;
  const checks =
    typeof r.checks === 'object' && r.checks !== null ? (r.checks as Record<string, unknown>) : undefined;
  return compact({
    grossAnnualPay: asNumber(r.grossAnnualPay),
    jointApplication: asBoolean(r.jointApplication),
    firstName: asString(r.firstName),
    middleName: asString(r.middleName),
    lastName: asString(r.lastName),
    checks: checks
      ? compact({
          over18: asBoolean(checks.over18),
          rightToLiveInUk: asBoolean(checks.rightToLiveInUk),
          noBankruptcyOrCcj: asBoolean(checks.noBankruptcyOrCcj),
          creditCheckConsent: asBoolean(checks.creditCheckConsent),
        })
      : undefined,
    preferredLocations: Array.isArray(r.preferredLocations)
      ? r.preferredLocations.filter((p): p is string => typeof p === 'string')
      : undefined,
    deposit: asNumber(r.deposit),
    depositSource: depositSourceSchema.safeParse(r.depositSource).data,
    email: asString(r.email),
    utmSource: asString(r.utmSource),
    utmOtherSource: asString(r.utmOtherSource),
  });
}

/**
 * Loads the saved draft.
 *
 * @returns the draft from session storage, or an empty draft when there is none or it cannot be read
 */
export function loadDraft(): OnboardingDraft {
  try {
    const stored = window.sessionStorage.getItem(DRAFT_STORAGE_KEY);
    return stored ? sanitiseDraft(JSON.parse(stored)) : {};
  } catch {
    return {};
  }
}

/**
 * Saves the draft (never a password: the draft type has none, and any extra key is dropped).
 *
 * @param draft the answers so far
 */
export function saveDraft(draft: OnboardingDraft): void {
  try {
    window.sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(sanitiseDraft(draft)));
  } catch {
    // Storage full or blocked: the answers still live in memory for this visit.
  }
}

/** Removes the saved draft (after the account is created). */
export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

/**
 * Adds the marketing source from the landing URL (`utm_source`, `utm_other_source`) to the draft, when
 * the URL has them; otherwise the draft keeps what it had.
 *
 * @param draft the answers so far
 * @param search the URL's query string, e.g. `?utm_source=newsletter`
 * @returns the draft with `utmSource` / `utmOtherSource` set from the URL, at most 100 characters each
 */
export function withUtmFromSearch(draft: OnboardingDraft, search: string): OnboardingDraft {
  const params = new URLSearchParams(search);
  const read = (name: string) => {
    const value = params.get(name)?.trim();
    return value ? value.slice(0, UTM_MAX_LENGTH) : undefined;
  };
  const utmSource = read('utm_source');
  const utmOtherSource = read('utm_other_source');
  if (!utmSource && !utmOtherSource) return draft;
  return compact({
    ...draft,
    utmSource: utmSource ?? draft.utmSource,
    utmOtherSource: utmOtherSource ?? draft.utmOtherSource,
  });
}

/**
 * The `onboard` mutation's input from the draft and the final step's answers. The server validates it
 * again with the same domain schema, and names any answer it refuses.
 *
 * @param draft the answers of steps 1 to 5 (whole pounds)
 * @param account the e-mail address and password of step 6
 * @returns the input to send; null while the deposit source is not chosen, since that answer (one of a
 *   closed set) has no empty value to send
 */
export function toOnboardInput(
  draft: OnboardingDraft,
  account: { email: string; password: string },
): OnboardInput | null {
  if (!draft.depositSource) return null;
  return {
    grossAnnualPay: draft.grossAnnualPay ?? 0,
    jointApplication: draft.jointApplication ?? false,
    firstName: draft.firstName ?? '',
    middleName: draft.middleName?.trim() ? draft.middleName.trim() : null,
    lastName: draft.lastName ?? '',
    checks: {
      over18: draft.checks?.over18 ?? false,
      rightToLiveInUk: draft.checks?.rightToLiveInUk ?? false,
      noBankruptcyOrCcj: draft.checks?.noBankruptcyOrCcj ?? false,
      creditCheckConsent: draft.checks?.creditCheckConsent ?? false,
    },
    preferredLocations: draft.preferredLocations ?? [],
    deposit: draft.deposit ?? 0,
    depositSource: draft.depositSource,
    email: account.email,
    password: account.password,
    utmSource: draft.utmSource ?? null,
    utmOtherSource: draft.utmOtherSource ?? null,
  };
}
