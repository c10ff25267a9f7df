/** Build-time settings of the web app (Vite env variables; see README "Configuration"). */

/** The meeting-booking page opened by "Book a call" (VITE_BOOKING_URL). */
export const BOOKING_URL =
  (import.meta.env.VITE_BOOKING_URL as string | undefined) ??
  'https://calendly.com/stairway-homes/intro-call';

/** Support e-mail shown in help boxes. */
export const SUPPORT_EMAIL = 'hello@stairway.example';
